import type { FastifyInstance } from 'fastify';
import { messages } from '../../catalog/messages.ts';
import { accountLockedMessage, accountMessages, fail } from '../common/index.ts';
import type { Clock, Repositories } from '../store/index.ts';
import { apikeyOf, bearerToken } from './bearer.ts';

interface LoginBody {
  username?: unknown;
  password?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Login and profile: the session the portal keeps (apikey + token). Each login opens a session of
 * its own; the profile needs a live session of the key's account. The profile call is not counted.
 * Ten wrong passwords for one account within 15 minutes lock its logins (429), whatever the
 * address; the per-address limit (rate-limits.ts) stays on top.
 */
export function registerSessionRoutes(app: FastifyInstance, repos: Repositories, clock: Clock): void {
  app.post<{ Body: LoginBody | undefined }>('/api/auth/login', async (request, reply) => {
    const username = text(request.body?.username);
    const password = typeof request.body?.password === 'string' ? request.body.password : '';
    if (!username || !password) return fail(reply, 400, messages.loginRequired);
    const known = await repos.accounts.byUsername(username);
    const lockedUntil = known && (await repos.loginFailures.lockedUntil(known.id));
    if (lockedUntil) {
      const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - clock().getTime()) / 1000));
      reply.header('Retry-After', String(seconds));
      return fail(reply, 429, accountLockedMessage(Math.ceil(seconds / 60)));
    }
    const account = known && (await repos.accounts.checkPassword(username, password));
    if (!account) {
      if (known) await repos.loginFailures.record(known.id);
      return fail(reply, 401, messages.loginFailed);
    }
    await repos.loginFailures.clear(account.id);
    if (account.disabled) return fail(reply, 403, accountMessages.accountDisabled);
    const apikey = (await repos.apiKeys.current(account.id)) ?? (await repos.apiKeys.issue(account.id));
    const token = await repos.sessions.open(account.id);
    return { status: true, message: accountMessages.loggedIn, data: { apikey, token } };
  });

  app.get('/api/proxy/profile', async (request, reply) => {
    const apikey = apikeyOf(request);
    const token = bearerToken(request);
    const byKey = apikey ? await repos.apiKeys.accountFor(apikey) : undefined;
    const bySession = byKey && token ? await repos.sessions.accountFor(token) : undefined;
    if (!byKey || bySession?.id !== byKey.id) return fail(reply, 401, messages.sessionExpired);
    const { nama, plan, limit, backgroundImageUrl } = byKey;
    const totalreq = await repos.usage.used(byKey.id);
    // The profile's `role` is what the spec's banner reads: the plan (USER is capped, PREMIUM...).
    // An operator is told so, for the console's link.
    return { status: true, message: accountMessages.profileLoaded, data: { nama, role: plan, totalreq, limit: limit ?? 0, backgroundImageUrl, ...(byKey.role === 'ADMIN' && { admin: true }) } };
  });
}
