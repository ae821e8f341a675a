import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../catalog/messages.ts';
import { fail } from './errors.ts';

export interface UpstreamOptions {
  url: string;
  timeoutMs: number;
}

export const unreachableMessage = 'Server API tidak dapat dihubungi.';

/** Headers that belong to one connection, never to the message (RFC 9110 section 7.6.1). */
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);

function forwardable(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
  return Object.fromEntries(Object.entries(headers).filter(([name, value]) => value !== undefined && !hopByHop.has(name) && !named.has(name)));
}

/** The upstream URL of a request: the upstream's own path prefix, then the request's path and query. */
export function upstreamUrl(base: string, requestUrl: string): URL {
  const url = new URL(base);
  return new URL(url.pathname.replace(/\/$/, '') + requestUrl, url.origin);
}

class UpstreamTimeout extends Error {}

/** Resolves with the reply itself: an async handler that sent a stream must return it (Fastify rule). */
function forward(request: FastifyRequest, reply: FastifyReply, options: UpstreamOptions): Promise<FastifyReply> {
  return new Promise((resolve) => {
    const target = upstreamUrl(options.url, request.url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(target, { method: request.method, headers: { ...forwardable(request.headers), host: target.host } });
    // Idle time on the socket: no answer (or a stalled answer) within the limit ends the call.
    outgoing.setTimeout(options.timeoutMs, () => outgoing.destroy(new UpstreamTimeout()));
    outgoing.on('response', (incoming) => {
      reply.code(incoming.statusCode ?? 502).headers(forwardable(incoming.headers));
      resolve(reply.send(incoming));
    });
    outgoing.on('error', (error) => {
      if (!reply.sent) {
        // The apikey is in the URL: log the path only.
        request.log.warn({ path: target.pathname, reason: error.message }, 'upstream failed');
        if (error instanceof UpstreamTimeout) fail(reply, 504, messages.timeout);
        else fail(reply, 502, unreachableMessage);
      }
      resolve(reply);
    });
    // Streamed both ways: the request body is piped as it arrives, never held whole. Not
    // `pipeline`: an upstream failure must not destroy the client's socket before we answer it.
    request.raw.pipe(outgoing);
    request.raw.on('error', () => outgoing.destroy());
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) outgoing.destroy();
    });
  });
}

/** `/api/*` goes to the real API. Bodies are left unparsed so they can be streamed through. */
export async function registerUpstream(app: FastifyInstance, options: UpstreamOptions): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all('/api/*', (request, reply) => forward(request, reply, options));
  });
}
