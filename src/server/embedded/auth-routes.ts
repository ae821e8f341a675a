import type { FastifyInstance } from 'fastify';
import { messages } from '../../catalog/messages.ts';
import { fail } from '../errors.ts';
import type { AccountStore } from './accounts.ts';

interface LoginBody {
  username?: unknown;
  password?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function bearer(header: string | undefined): string {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return match ? match[1].trim() : '';
}

/** Login and profile: the session the portal keeps (apikey + token). The profile call is not counted. */
export function registerAuthRoutes(app: FastifyInstance, accounts: AccountStore): void {
  app.post<{ Body: LoginBody | undefined }>('/api/auth/login', async (request, reply) => {
    const username = text(request.body?.username);
    const password = typeof request.body?.password === 'string' ? request.body.password : '';
    if (!username || !password) return fail(reply, 400, messages.loginRequired);
    const account = accounts.login(username, password);
    if (!account) return fail(reply, 401, messages.loginFailed);
    return { status: true, message: 'Login berhasil.', data: { apikey: account.apikey, token: account.token } };
  });

  app.get<{ Querystring: { apikey?: string } }>('/api/proxy/profile', async (request, reply) => {
    const account = accounts.byApiKey(request.query.apikey);
    if (!account || bearer(request.headers.authorization) !== account.token) return fail(reply, 401, messages.sessionExpired);
    const { nama, role, limit, backgroundImageUrl } = account;
    const totalreq = await accounts.used(account);
    return { status: true, message: 'Profil berhasil dimuat.', data: { nama, role, totalreq, limit, backgroundImageUrl } };
  });
}
