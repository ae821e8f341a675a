import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LogQueue } from './log-queue.ts';
import { factsOf, noteCall } from './call-facts.ts';
import { clientOf } from './client.ts';
import { loggedInputs } from './logged-inputs.ts';
import { serverMessages } from '../shell/messages.ts';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** Every request's id: a UUID the server makes (a client's own `X-Request-Id` is not taken: ids stay unique). */
export const newRequestId = (): string => randomUUID();

/** The refusal's message, read from the `{ status: false, message }` body every error has. */
function refusalMessage(payload: unknown): string | undefined {
  if (typeof payload !== 'string' || payload.length > 65_536) return undefined;
  try {
    const body = JSON.parse(payload) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

function bodySize(reply: FastifyReply, payload: unknown): number {
  if (typeof payload === 'string') return Buffer.byteLength(payload);
  if (Buffer.isBuffer(payload)) return payload.length;
  // A stream (an upstream's answer) is measured by its declared length.
  return Number(reply.getHeader('content-length')) || 0;
}

/** The query of a call whose body was never read (refused at the door): its values, without the key. */
function queryValues(request: FastifyRequest): Record<string, unknown> {
  const { apikey: _apikey, ...query } = (request.query ?? {}) as Record<string, unknown>;
  return query;
}

/**
 * Every `/api/` answer carries `X-Request-Id` (the request's id). With a queue (the embedded API),
 * each call whose account is known is logged once answered: what was asked, by which client,
 * how it ended and how long it took. The write happens after the answer, in batches (log-queue.ts).
 */
export function installRequestLog(app: FastifyInstance, queue?: LogQueue): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApi(request.url)) return payload;
    reply.header('X-Request-Id', request.id);
    const facts = queue && factsOf(request);
    if (facts?.accountId) {
      noteCall(request, { bytesOut: bodySize(reply, payload), message: reply.statusCode >= 400 ? refusalMessage(payload) : undefined });
    }
    return payload;
  });
  if (!queue) return;
  const log = (request: FastifyRequest, reply: FastifyReply, status: number, message: string | null): void => {
    const facts = factsOf(request);
    if (!facts?.accountId || facts.logged) return;
    facts.logged = true;
    const elapsed = reply.elapsedTime;
    queue.push({
      id: request.id,
      accountId: facts.accountId,
      at: new Date(Date.now() - elapsed),
      method: request.method,
      entry: request.routeOptions.config.entryId ?? null,
      path: request.url.split('?')[0],
      status,
      durationMs: Math.round(elapsed * 100) / 100,
      bytesIn: Number(request.headers['content-length']) || 0,
      bytesOut: facts.bytesOut ?? 0,
      client: clientOf(request.headers),
      message,
      inputs: facts.inputs ?? loggedInputs(queryValues(request)),
    });
  };
  app.addHook('onResponse', async (request, reply) => {
    log(request, reply, reply.statusCode, factsOf(request)?.message ?? null);
  });
  // A client that hangs up before its answer is complete was still counted on the quota: its call
  // is logged as 499 (the status proxies use for it), so the log and the count agree.
  app.addHook('onRequest', async (request, reply) => {
    if (!isApi(request.url)) return;
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) log(request, reply, clientClosedStatus, serverMessages.clientClosed);
    });
  });
}

/** nginx's "client closed request": no answer reached the client. */
export const clientClosedStatus = 499;
