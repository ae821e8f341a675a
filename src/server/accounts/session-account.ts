import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../catalog/messages.ts';
import { fail } from '../common/index.ts';
import type { Account, Repositories } from '../store/index.ts';
import { bearerToken } from './bearer.ts';

/** The account and token of the request's live session, or undefined after answering 401. */
export async function sessionOf(request: FastifyRequest, reply: FastifyReply, repos: Repositories): Promise<{ account: Account; token: string } | undefined> {
  const token = bearerToken(request);
  const account = token ? await repos.sessions.accountFor(token) : undefined;
  if (!account) {
    fail(reply, 401, messages.sessionExpired);
    return undefined;
  }
  return { account, token };
}
