import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** How long a client may take, in milliseconds; a stalled client never holds a connection. */
export interface ServerTimeouts {
  /** From connection to the end of the request headers. */
  headersMs: number;
  /** From connection to the end of the whole request, body included (slow uploads end here). */
  requestMs: number;
  /** Silence while a request body is arriving: a body that stops half-way is cut after this. */
  bodyIdleMs: number;
  /** Silence on a connection otherwise (waiting for an upstream included). */
  idleMs: number;
  /** A kept-alive connection between requests. */
  keepAliveMs: number;
}

export const defaultTimeouts: ServerTimeouts = { headersMs: 10_000, requestMs: 60_000, bodyIdleMs: 10_000, idleMs: 60_000, keepAliveMs: 5_000 };

/** Fastify's and Node's own settings for these (the checks run often enough to cut on time). */
export function timeoutOptions(t: ServerTimeouts): Partial<FastifyHttpOptions<Server>> {
  return {
    connectionTimeout: t.idleMs,
    keepAliveTimeout: t.keepAliveMs,
    requestTimeout: t.requestMs,
    http: { headersTimeout: Math.min(t.headersMs, t.requestMs), connectionsCheckingInterval: Math.max(50, Math.min(1000, t.headersMs / 4)) },
  };
}

/**
 * While a body arrives, the connection's idle limit is the shorter body one; once the body has
 * been read to its end (by the JSON parser, multipart reader or the upstream pipe) the usual one.
 */
export function installBodyIdleTimeout(app: FastifyInstance, t: ServerTimeouts): void {
  // `done` rather than async: every request runs it, and a promise for each is work with nothing to wait for.
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw;
    const hasBody = Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'] !== undefined;
    // Injected requests (tests) have no real socket to time.
    const socket = raw.socket as Partial<Socket> | null;
    if (hasBody && !raw.complete && typeof socket?.setTimeout === 'function') {
      socket.setTimeout(t.bodyIdleMs);
      raw.once('end', () => socket.setTimeout?.(t.idleMs));
    }
    done();
  });
}
