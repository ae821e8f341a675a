import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';

/** Headers that belong to one connection, never to the message (RFC 9110 section 7.6.1). */
const hopByHop = new Set(['connection', 'keep-alive', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);

/**
 * Who the client is, as a client might claim it: the portal writes these itself, from what it
 * saw or from a balancer `TRUST_PROXY` names, so a client's own values never pass.
 */
const clientClaims = new Set(['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'forwarded', 'x-real-ip']);

/**
 * The portal's pages are same-origin and keep nothing in cookies: an upstream's CORS grants and
 * cookies would only widen what other sites, or other apps on this host, could do on our origin.
 */
const notForBrowser = (name: string): boolean => name.startsWith('access-control-') || name === 'set-cookie' || name === 'timing-allow-origin';

/** The message headers of a request or response, without the hop-by-hop ones (and those `Connection` names). */
export function forwardable(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
  return Object.fromEntries(
    Object.entries(headers).filter(([name, value]) => value !== undefined && !hopByHop.has(name) && !name.startsWith('proxy-') && !named.has(name)),
  );
}

/**
 * The addresses a request passed through, client first, as an upstream reads `X-Forwarded-For`.
 * Fastify's `ips` (set with `TRUST_PROXY`) runs from the socket's peer back through the trusted
 * balancers to the first address none of them vouches for, which is the client: anything a client
 * wrote before that is dropped. Without `TRUST_PROXY` the peer is the client.
 */
export function forwardedFor(request: FastifyRequest): string {
  const chain = request.ips && request.ips.length > 0 ? request.ips : [request.ip];
  return [...chain].reverse().join(', ');
}

/** What the upstream receives: the client's message headers, its own Host, and who the client is. */
export function upstreamRequestHeaders(request: FastifyRequest, targetHost: string): OutgoingHttpHeaders {
  // No cookie either: the portal sets none, so any the browser sends belong to another app on this host.
  const headers = Object.fromEntries(Object.entries(forwardable(request.headers)).filter(([name]) => !clientClaims.has(name) && name !== 'cookie'));
  return {
    ...headers,
    host: targetHost,
    'x-forwarded-for': forwardedFor(request),
    // Fastify reads these from a trusted balancer's headers, else from the connection and Host.
    'x-forwarded-proto': request.protocol,
    ...(request.host ? { 'x-forwarded-host': request.host } : {}),
  };
}

/** What the browser receives of an upstream answer's headers. */
export function upstreamAnswerHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(forwardable(headers)).filter(([name]) => !notForBrowser(name)));
}
