import type { Changelog } from '../../catalog/changes/changelog.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { usageDays, type LogItem } from '../../catalog/account-usage.ts';
import { sessionOf } from '../accounts/index.ts';
import { accountMessages, fail } from '../common/index.ts';
import type { LoggedCall, LogQuery, Repositories } from '../store/index.ts';
import { accountChangesAnswer, changesReports } from './changes-reports.ts';

export const maxLogLimit = 100;
const defaultLogLimit = 20;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Query = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** The log's query read strictly: a wrong parameter is named in Indonesian, never ignored. */
function readLogQuery(query: Query): LogQuery | string {
  const limitText = one(query.limit);
  const limit = limitText === undefined || limitText === '' ? defaultLogLimit : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > maxLogLimit) return accountMessages.logLimitInvalid;
  const before = one(query.before) || undefined;
  if (before !== undefined && !uuid.test(before)) return accountMessages.logBeforeInvalid;
  const status = one(query.status) || undefined;
  if (status !== undefined && !/^[1-5](\d\d|xx)$/i.test(status)) return accountMessages.logStatusInvalid;
  const entry = one(query.entry) || undefined;
  if (entry !== undefined && entry.length > 200) return accountMessages.logEntryInvalid;
  const key = one(query.key) || undefined;
  if (key !== undefined && !uuid.test(key)) return accountMessages.logKeyInvalid;
  return { limit, before, status: status?.toLowerCase(), entry, key };
}

/** A logged call as the account API answers it. */
function item(call: LoggedCall): LogItem {
  return {
    id: call.id,
    time: call.at.toISOString(),
    method: call.method,
    entry: call.entry,
    path: call.path,
    status: call.status,
    durationMs: call.durationMs,
    bytesIn: call.bytesIn,
    bytesOut: call.bytesOut,
    client: call.client,
    message: call.message,
    inputs: call.inputs,
    keyId: call.keyId ?? null,
  };
}

/** Whose log a request may read: the account's id, or undefined once it has answered the refusal. */
export type LogReader = (request: FastifyRequest, reply: FastifyReply) => Promise<string | undefined>;

/** The embedded API: the account of the request's live session. */
export const sessionReader =
  (repos: Repositories): LogReader =>
  async (request, reply) =>
    (await sessionOf(request, reply, repos))?.account.id;

/**
 * `GET /api/account/requests` and `/api/account/usage`: the signed-in developer's own calls,
 * nobody else's. `reader` says whose they are (the session's account, or in upstream mode the
 * log account of the key the upstream confirmed).
 */
export function registerUsageRoutes(app: FastifyInstance, repos: Pick<Repositories, 'requestLog'>, reader: LogReader, changelog: () => Changelog): void {
  app.get<{ Querystring: Query }>('/api/account/requests', async (request, reply) => {
    const accountId = await reader(request, reply);
    if (!accountId) return reply;
    const query = readLogQuery(request.query ?? {});
    if (typeof query === 'string') return fail(reply, 400, query);
    const calls = await repos.requestLog.list(accountId, query);
    const next = calls.length === query.limit ? calls[calls.length - 1].id : null;
    return { status: true, message: accountMessages.requestsListed, data: { items: calls.map(item), next } };
  });

  app.get<{ Querystring: Query }>('/api/account/usage', async (request, reply) => {
    const accountId = await reader(request, reply);
    if (!accountId) return reply;
    const daysText = one(request.query?.days);
    const days = daysText === undefined || daysText === '' ? 7 : Number(daysText);
    if (!usageDays.some((d) => d === days)) return fail(reply, 400, accountMessages.usageDaysInvalid);
    return { status: true, message: accountMessages.usageShown, data: await repos.requestLog.usage(accountId, days) };
  });

  // The changes of the last releases that touch this developer's calls of the last 30 days.
  const changes = changesReports(repos.requestLog, changelog);
  app.get('/api/account/changes', async (request, reply) => {
    const accountId = await reader(request, reply);
    if (!accountId) return reply;
    return accountChangesAnswer(await changes.forAccount(accountId));
  });
}
