import type { FastifyInstance } from 'fastify';

/** No `unsafe-eval`: the form validators are precompiled; Mantine needs inline styles. */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

export function installSecurityHeaders(app: FastifyInstance, options: { csp?: boolean } = {}): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (options.csp !== false) reply.header('Content-Security-Policy', contentSecurityPolicy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    return payload;
  });
}
