import type { FastifyInstance, FastifyReply } from 'fastify';

/** No `unsafe-eval` and no inline scripts: the form validators are precompiled; Mantine needs inline styles. */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const ownPolicies = new WeakMap<FastifyReply, string>();

/** A stricter policy for one answer (a proxied image), kept by the hook below. */
export function useOwnCsp(reply: FastifyReply, policy: string): FastifyReply {
  ownPolicies.set(reply, policy);
  return reply;
}

/**
 * On every answer (pages, assets, API, errors). A route that set a stricter CSP of its own (the
 * image proxy) keeps it; an upstream's own headers never replace ours, as these are set last.
 */
export function installSecurityHeaders(app: FastifyInstance, options: { csp?: boolean } = {}): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (options.csp !== false) reply.header('Content-Security-Policy', ownPolicies.get(reply) ?? contentSecurityPolicy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Frame-Options', 'DENY');
    return payload;
  });
}
