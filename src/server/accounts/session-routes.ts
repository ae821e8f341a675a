import type { FastifyInstance } from 'fastify';
import { messages } from '../../catalog/messages.ts';
import { fail } from '../errors.ts';
import type { Repositories } from '../store/repositories.ts';
import { apikeyOf, bearerToken } from './bearer.ts';

interface LoginBody {
  username?: unknown;
  password?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Login and profile: the session the portal keeps (apikey + token). Each login opens a session of
 * its own; the profile needs a live session of the key's account. The profile call is not counted.
 */
export function registerSessionRoutes(app: FastifyInstance, repos: Repositories): void {
  app.post<{ Body: LoginBody | undefined }>('/api/auth/login', async (request, reply) => {
    const username = text(request.body?.username);
    const password = typeof request.body?.password === 'string' ? request.body.password : '';
    if (!username || !password) return fail(reply, 400, messages.loginRequired);
    const account = await repos.accounts.checkPassword(username, password);
    if (!account || account.disabled) return fail(reply, 401, messages.loginFailed);
    const apikey = (await repos.apiKeys.current(account.id)) ?? (await repos.apiKeys.issue(account.id));
    const token = await repos.sessions.open(account.id);
    return { status: true, message: 'Login berhasil.', data: { apikey, token } };
  });

  app.get('/api/proxy/profile', async (request, reply) => {
    const apikey = apikeyOf(request);
    const token = bearerToken(request);
    const byKey = apikey ? await repos.apiKeys.accountFor(apikey) : undefined;
    const bySession = byKey && token ? await repos.sessions.accountFor(token) : undefined;
    if (!byKey || bySession?.id !== byKey.id) return fail(reply, 401, messages.sessionExpired);
    const { nama, role, limit, backgroundImageUrl } = byKey;
    const totalreq = await repos.usage.used(byKey.id);
    return { status: true, message: 'Profil berhasil dimuat.', data: { nama, role, totalreq, limit: limit ?? 0, backgroundImageUrl } };
  });
}
