import type { FastifyInstance } from 'fastify';
import { fail } from '../errors.ts';
import { useOwnCsp } from '../security-headers.ts';
import { addressPolicy } from '../net/address-policy.ts';
import { systemResolve, type Resolve } from '../net/resolve.ts';
import { fetchImage } from './image-fetch.ts';

export interface ImageProxyOptions {
  /** CIDRs fetched although private or loopback. Tests only: never read from the environment. */
  allow?: string[];
  resolve?: Resolve;
  timeoutMs?: number;
  maxRedirects?: number;
}

/** A fetched image is a document of its own if opened directly: no scripts, no plugins, sandboxed. */
const imageCsp = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

/** The profile background, fetched server-side so the page's CSP can stay `img-src 'self'`. */
export function registerImageProxy(app: FastifyInstance, options: ImageProxyOptions = {}): void {
  const fetchOptions = {
    policy: addressPolicy(options.allow),
    resolve: options.resolve ?? systemResolve,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxRedirects: options.maxRedirects ?? 3,
  };
  app.get<{ Querystring: { url?: string } }>('/api/images/proxy', async (request, reply) => {
    const result = await fetchImage(request.query.url, fetchOptions);
    if (!result.ok) return fail(reply, result.status, result.message);
    return useOwnCsp(reply, imageCsp).type(result.type).header('Cache-Control', 'public, max-age=3600').send(result.body);
  });
}
