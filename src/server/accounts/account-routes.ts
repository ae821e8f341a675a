import type { FastifyInstance } from 'fastify';
import { messages } from '../../catalog/messages.ts';
import { accountMessages, fail } from '../common/index.ts';
import { type Repositories, UsernameTakenError } from '../store/index.ts';
import { sessionOf } from './session-account.ts';
import { checkRegistration, passwordProblem } from './validation.ts';

export interface AccountRouteOptions {
  /** Calls per day of a new account (role USER): `PORTAL_DEFAULT_LIMIT`. */
  defaultLimit: number;
}

/** The grace periods a replaced key may keep working: none, an hour, a day. */
export const graceChoices = [0, 3600, 86400] as const;

type Body = Record<string, unknown> | undefined;

/**
 * The account API (`{ status, message, data }` like the rest): sign-up, logout of one session or
 * all, a new password, a new API key. Everything but sign-up needs `Authorization: Bearer <token>`.
 */
export function registerAccountRoutes(app: FastifyInstance, repos: Repositories, options: AccountRouteOptions): void {
  app.post<{ Body: Body }>('/api/auth/register', async (request, reply) => {
    const checked = checkRegistration(request.body);
    if ('problem' in checked) return fail(reply, 400, checked.problem);
    const { username, password, nama } = checked.value;
    try {
      const account = await repos.accounts.create({ username, password, nama, role: 'USER', limit: options.defaultLimit });
      const apikey = await repos.apiKeys.issue(account.id);
      const token = await repos.sessions.open(account.id);
      return { status: true, message: accountMessages.registered, data: { apikey, token } };
    } catch (error) {
      if (error instanceof UsernameTakenError) return fail(reply, 409, accountMessages.usernameTaken);
      throw error;
    }
  });

  app.post('/api/auth/logout', async (request, reply) => {
    const session = await sessionOf(request, reply, repos);
    if (!session) return reply;
    await repos.sessions.end(session.token);
    return { status: true, message: messages.loggedOut };
  });

  app.post('/api/auth/logout-all', async (request, reply) => {
    const session = await sessionOf(request, reply, repos);
    if (!session) return reply;
    await repos.sessions.endAll(session.account.id);
    return { status: true, message: accountMessages.loggedOutAll };
  });

  app.post<{ Body: Body }>('/api/auth/password', async (request, reply) => {
    const session = await sessionOf(request, reply, repos);
    if (!session) return reply;
    const oldPassword = typeof request.body?.oldPassword === 'string' ? request.body.oldPassword : '';
    const newPassword = typeof request.body?.newPassword === 'string' ? request.body.newPassword : '';
    if (!oldPassword || !newPassword) return fail(reply, 400, accountMessages.passwordsRequired);
    const problem = passwordProblem(newPassword);
    if (problem) return fail(reply, 400, problem);
    if (!(await repos.accounts.checkPassword(session.account.username, oldPassword))) return fail(reply, 400, accountMessages.oldPasswordWrong);
    await repos.accounts.setPassword(session.account.id, newPassword);
    // Whoever knew the old password is signed out everywhere but here.
    await repos.sessions.endAll(session.account.id, session.token);
    return { status: true, message: accountMessages.passwordChanged };
  });

  app.post<{ Body: Body }>('/api/auth/apikey', async (request, reply) => {
    const session = await sessionOf(request, reply, repos);
    if (!session) return reply;
    const grace = request.body?.graceSeconds ?? 0;
    if (!graceChoices.some((choice) => choice === grace)) return fail(reply, 400, accountMessages.graceInvalid);
    const apikey = await repos.apiKeys.issue(session.account.id, { graceSeconds: grace as number });
    return { status: true, message: accountMessages.apikeyCreated, data: { apikey } };
  });
}
