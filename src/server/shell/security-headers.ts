import type { FastifyInstance, FastifyReply } from 'fastify';

/** Where Vite puts the built scripts (its default `build.assetsDir`). */
export const assetsPath = '/assets/';

/** A Host header we may echo into a CSP source: a name or an address, with an optional port. */
export const plainHost = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The pages' policy. No `unsafe-eval` and no inline scripts (the form validators are precompiled;
 * Mantine needs inline styles). Scripts only from the built assets: `'self'` would also let any
 * same-origin path run, an upstream's answer under `/api/` included. A CSP source with a path
 * needs a host, so it is this request's own (scheme-less, it follows the page's scheme).
 */
export function pageCsp(host: string | undefined): string {
  const scripts = host && plainHost.test(host) ? `${host}${assetsPath}` : "'none'";
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Answers under `/api/` are data: opened as a document (a games GET in a new tab) they run
 * nothing, and no page may frame them (`X-Frame-Options` alone is the older browsers' word).
 */
export const apiCsp = "sandbox; default-src 'none'; frame-ancestors 'none'";

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * A built script or stylesheet. A CSP, a frame or referrer rule means nothing on it: a script runs
 * under its page's policy, and with `nosniff` one opened on its own is shown as text, never run or
 * framed as a page. Sent on every one of a page's ~30 files, those headers cost a deep link ~9 KiB.
 */
const isBuiltCode = (url: string) => url.startsWith(assetsPath) && /^[^?#]+\.(?:js|css)(?:[?#]|$)/.test(url);

/** The only header a built script or stylesheet needs: its declared type is the one it is run as. */
export const codeHeaders = { 'X-Content-Type-Options': 'nosniff' } as const;

/** The headers every answer carries; `csp: false` only for the Vite dev server's inline scripts. */
/** What every API answer carries, the same each time: made once. */
const apiHeaders: Readonly<Record<string, string>> = Object.freeze({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer', 'X-Frame-Options': 'DENY', 'Content-Security-Policy': apiCsp });

export function securityHeaders(url: string, host: string | undefined, options: { csp?: boolean; policy?: string } = {}): Readonly<Record<string, string>> {
  if (options.policy === undefined && options.csp !== false && isApi(url)) return apiHeaders;
  if (isBuiltCode(url) && options.policy === undefined) return codeHeaders;
  const headers: Record<string, string> = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer', 'X-Frame-Options': 'DENY' };
  if (options.csp !== false) headers['Content-Security-Policy'] = options.policy ?? (isApi(url) ? apiCsp : pageCsp(host));
  return headers;
}

const ownPolicies = new WeakMap<FastifyReply, string>();

/** A policy of its own for one answer (a proxied image), kept by the hook below. */
export function useOwnCsp(reply: FastifyReply, policy: string): FastifyReply {
  ownPolicies.set(reply, policy);
  return reply;
}

/**
 * On every answer (pages, API, errors; built scripts and stylesheets get `nosniff` alone). A route that set a CSP of its own (the image
 * proxy) keeps it; an upstream's own headers never replace ours, as these are set last.
 */
export function installSecurityHeaders(app: FastifyInstance, options: { csp?: boolean } = {}): void {
  // `done` rather than async: a promise per answer is work with nothing to wait for.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(securityHeaders(request.url, request.headers.host, { csp: options.csp, policy: ownPolicies.get(reply) }));
    done(null, payload);
  });
}
