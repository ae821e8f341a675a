import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoggedCall } from '../store/index.ts';
import { serverMessages } from '../common/index.ts';
import type { LogQueue } from './log-queue.ts';
import { callFacts, declareCallFacts, factsOf } from './call-facts.ts';
import { tapBody } from './body-tap.ts';
import { clientOf } from './client.ts';
import { loggedInputs } from './logged-inputs.ts';
import { arrivalOf } from './request-id.ts';
import type { CallOwners } from './call-owners.ts';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** nginx's "client closed request": no answer reached the client. */
export const clientClosedStatus = 499;

/** An error body read for its message: the `{ status: false, message }` every error has is small. */
const maxRefusalBytes = 65_536;

/** The refusal's message, read from the `{ status: false, message }` body every error has. */
function refusalMessage(payload: unknown): string | undefined {
  if (typeof payload !== 'string' || payload.length > maxRefusalBytes) return undefined;
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
  // Another stream (a file the embedded API serves) is measured by its declared length.
  return Number(reply.getHeader('content-length')) || 0;
}

/**
 * An upstream's answer arrives as a stream, often without a declared length: it is passed on
 * untouched while its bytes are counted (and a refusal's first bytes kept), and what it held is
 * noted once it has ended, before the call is logged.
 */
function tapStream(request: FastifyRequest, stream: Readable, refused: boolean): Readable {
  return tapBody(stream, refused ? maxRefusalBytes : 0, (text, size) => {
    const message = refused && text !== null ? refusalMessage(text) : undefined;
    const facts = callFacts(request);
    facts.bytesOut = size;
    if (message) facts.message = message;
  });
}

/** The query of a call whose body was never read (refused at the door): its values, without the key. */
function queryValues(request: FastifyRequest): Record<string, unknown> {
  const { apikey: _apikey, ...query } = (request.query ?? {}) as Record<string, unknown>;
  return query;
}

/** The key's owner is checked by the API behind the portal: its refusal of the key means the call has no account. */
const keyRefused = (status: number) => status === 401 || status === 403;

/**
 * Every `/api/` answer carries `X-Request-Id` (the request's id). With a queue, each call whose
 * account is known is logged once answered: what was asked, by which client, how it ended and how
 * long it took. A stage that knows the account notes it (the embedded API's caller hook); with
 * `owners` (upstream mode) a call it gives a key is logged under that key's own log account unless
 * the API refused the key, and a key gets that account only from a call the API itself answered.
 * The write happens after the answer, in batches (log-queue.ts).
 */
export function installRequestLog(app: FastifyInstance, queue?: LogQueue, owners?: CallOwners): void {
  declareCallFacts(app);
  // The hooks take `done` rather than being async: every call runs them, and a promise for each
  // is work with nothing to wait for.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isApi(request.url)) return done(null, payload);
    reply.header('X-Request-Id', request.id);
    const facts = queue && factsOf(request);
    if (!facts?.accountId && !facts?.ownerKey) return done(null, payload);
    const refused = reply.statusCode >= 400;
    // A stream is counted as it passes unless its length is declared; a refusal is read for its message.
    if (payload instanceof Readable && (refused || reply.getHeader('content-length') === undefined)) return done(null, tapStream(request, payload, refused));
    facts.bytesOut = bodySize(reply, payload);
    facts.message = refused ? refusalMessage(payload) : undefined;
    done(null, payload);
  });
  if (!queue) return;

  const log = (request: FastifyRequest, reply: FastifyReply, status: number, message: string | null): void => {
    const facts = factsOf(request);
    if (!facts || facts.logged || (!facts.accountId && !facts.ownerKey)) return;
    facts.logged = true;
    const url = request.url;
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    // Built once, whole: the record waits in the queue until its batch is written.
    const call: LoggedCall = {
      id: request.id,
      // Upstream mode names the account once the key's owner is read, below; pushed only then.
      accountId: facts.accountId ?? '',
      keyId: facts.keyId ?? null,
      at: arrivalOf(request.id),
      method: request.method,
      entry: request.routeOptions.config.entryId ?? owners?.entryOf(request.method, path) ?? null,
      path,
      status,
      durationMs: Math.round(reply.elapsedTime * 100) / 100,
      bytesIn: Number(request.headers['content-length']) || 0,
      bytesOut: facts.bytesOut,
      client: clientOf(request.headers),
      message,
      inputs: facts.inputs ?? loggedInputs(queryValues(request)),
    };
    if (facts.accountId) return queue.push(call);
    if (!owners || !facts.ownerKey || keyRefused(status)) return;
    // Only the API's own answer vouches for a key: while it is down, a key it never accepted
    // gets no log (a stream of made-up keys would otherwise each make an account).
    owners.ownerOf(facts.ownerKey, facts.vouched).then(
      (accountId) => {
        if (!accountId) return;
        call.accountId = accountId;
        queue.push(call);
      },
      (error: unknown) => request.log.warn({ err: error }, 'request log: the key owner could not be read'),
    );
  };
  app.addHook('onResponse', (request, reply, done) => {
    log(request, reply, reply.statusCode, factsOf(request)?.message ?? null);
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!isApi(request.url)) return done();
    const ownerKey = owners?.keyOf(request);
    if (ownerKey) callFacts(request).ownerKey = ownerKey;
    // A client that hangs up before its answer is complete was still counted: its call is logged
    // as 499, so the log agrees with the quota. Hung up before the account was known (the count
    // still being committed), the call is logged once its answer is attempted.
    reply.raw.once('close', () => {
      if (reply.raw.writableFinished) return;
      const facts = factsOf(request);
      if (facts?.accountId || facts?.ownerKey) log(request, reply, clientClosedStatus, serverMessages.clientClosed);
      else callFacts(request).hungUp = true;
    });
    done();
  });
  // Registered last: runs after the hook above has noted what the answer holds.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (factsOf(request)?.hungUp) log(request, reply, clientClosedStatus, serverMessages.clientClosed);
    done(null, payload);
  });
}
