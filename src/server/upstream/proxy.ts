import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail, HttpError, serverMessages as m } from '../common/index.ts';
import { htmlPageMessage } from '../../catalog/transport-messages.ts';
import { lookupVia, type Resolve } from '../net/index.ts';
import { callFacts } from '../request-log/index.ts';
import { upstreamAnswerHeaders, upstreamRequestHeaders } from './headers.ts';

export interface UpstreamOptions {
  url: string;
  /** Longest silence from the upstream (no byte either way) before the call ends with 504. */
  timeoutMs: number;
  /** DNS for the upstream host; tests give their own. Default: the system resolver. */
  resolve?: Resolve;
}

export const unreachableMessage = m.upstreamUnreachable;

/**
 * A path that could climb out of `/api/` once an URL parser or the upstream normalises it: a `.`
 * or `..` segment, raw or percent-encoded, or a backslash (a slash to WHATWG URL parsers).
 */
function escapesApi(requestUrl: string): boolean {
  const path = requestUrl.split('?')[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return decoded.split(/[\\/]/).some((segment) => segment === '.' || segment === '..');
}

/**
 * The upstream URL of a request: the upstream's own path prefix, then the request's path and
 * query; null when the request's path would leave the prefix's `/api/`.
 */
export function upstreamUrl(base: string, requestUrl: string): URL | null {
  const url = new URL(base);
  const prefix = url.pathname.replace(/\/$/, '');
  if (escapesApi(requestUrl)) return null;
  const target = new URL(prefix + requestUrl, url.origin);
  return target.pathname.startsWith(`${prefix}/api/`) ? target : null;
}

/** Node's parser hands on any three digits; Fastify (and HTTP) only know 100-599. */
const validStatus = (status: number | undefined): status is number => status !== undefined && status >= 100 && status <= 599;

class UpstreamTimeout extends HttpError {
  constructor() {
    super(504, m.upstreamTimeout);
  }
}

/** A gateway's HTML error page (nginx 502, a CDN's 503) says nothing the portal can show. */
function isHtmlError(status: number, headers: IncomingHttpHeaders): boolean {
  return status >= 400 && /^text\/html\b/i.test(String(headers['content-type'] ?? ''));
}

/** The headers an upstream answer put on a reply, taken off again if its body fails. */
const upstreamHeaderNames = new WeakMap<FastifyReply, string[]>();

/** Resolves with the reply itself: an async handler that sent a stream must return it (Fastify rule). */
function forward(request: FastifyRequest, reply: FastifyReply, options: UpstreamOptions): Promise<FastifyReply> {
  return new Promise((resolve) => {
    const target = upstreamUrl(options.url, request.url);
    if (!target) {
      request.raw.resume();
      resolve(fail(reply, 400, m.upstreamPathInvalid));
      return;
    }
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(target, {
      method: request.method,
      // The upstream may log the call under the same id the client receives in `X-Request-Id`.
      headers: { ...upstreamRequestHeaders(request, target.host), 'x-request-id': request.id },
      ...(options.resolve ? { lookup: lookupVia(options.resolve) } : {}),
    });
    // Idle time on the socket, both ways: a stalled answer (or a stalled body) ends the call.
    outgoing.setTimeout(options.timeoutMs, () => outgoing.destroy(new UpstreamTimeout()));
    // Once the answer has begun, a failure belongs to its body stream (see below), not to us.
    let answering = false;
    outgoing.on('response', (incoming) => {
      answering = true;
      const status = incoming.statusCode;
      if (!validStatus(status)) {
        incoming.resume();
        request.log.warn({ path: target.pathname, status }, 'upstream answered an invalid status');
        resolve(fail(reply, 502, m.upstreamInvalid));
        return;
      }
      if (isHtmlError(status, incoming.headers)) {
        incoming.resume();
        resolve(fail(reply, status, htmlPageMessage(status)));
        return;
      }
      // A body that breaks off reaches Fastify's stream handling: before the first byte it is
      // the scope's error handler below; after it the client's connection is destroyed, so a
      // cut body can never look complete.
      const headers = upstreamAnswerHeaders(incoming.headers);
      upstreamHeaderNames.set(reply, Object.keys(headers));
      callFacts(request).vouched = true;
      reply.code(status).headers(headers);
      resolve(reply.send(incoming));
    });
    outgoing.on('error', (error) => {
      if (!answering && !reply.sent) {
        // The apikey is in the URL: log the path only.
        request.log.warn({ path: target.pathname, reason: error.message }, 'upstream failed');
        if (error instanceof UpstreamTimeout) fail(reply, 504, error.message);
        else fail(reply, 502, m.upstreamUnreachable);
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

/** A wrong API_UPSTREAM is told at start, not as a 500 on every call. */
function checkUpstreamUrl(raw: string): void {
  const protocol = URL.canParse(raw) ? new URL(raw).protocol : '';
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new Error(`API_UPSTREAM tidak valid: ${raw} (harus alamat http:// atau https://).`);
  }
}

/** `/api/*` goes to the real API. Bodies are left unparsed so they can be streamed through. */
export async function registerUpstream(app: FastifyInstance, options: UpstreamOptions): Promise<void> {
  checkUpstreamUrl(options.url);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      // The upstream's headers (length, encoding, disposition) describe a body that never came;
      // the portal's own (a limit's Retry-After) stay.
      const taken = upstreamHeaderNames.get(reply);
      if (taken) request.log.warn({ reason: error.message }, 'upstream answer failed');
      for (const name of taken ?? []) reply.removeHeader(name);
      if (error instanceof HttpError) return fail(reply, error.statusCode, error.message);
      return fail(reply, 502, m.upstreamCut);
    });
    scope.all('/api/*', { compress: false }, (request, reply) => forward(request, reply, options));
  });
}
