import type { FastifyInstance } from 'fastify';
import { messages } from '../../catalog/messages.ts';
import { useOwnCsp } from '../shell/index.ts';
import { fail, serverMessages as m } from '../common/index.ts';
import type { Repositories } from '../store/index.ts';
import { judgeKey } from '../accounts/index.ts';
import { addressPolicy, type Resolve, systemResolve } from '../net/index.ts';
import { fetchImage } from './image-fetch.ts';

export interface ImageProxyOptions {
  /** `PORTAL_OFFLINE=1`: nothing is fetched; every image answers 503 saying the server is offline. */
  offline?: boolean;
  /** CIDRs fetched although private or loopback. Tests only: never read from the environment. */
  allow?: string[];
  resolve?: Resolve;
  timeoutMs?: number;
  maxRedirects?: number;
}

/** A fetched image is a document of its own if opened directly: no scripts, no plugins, sandboxed. */
const imageCsp = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

/**
 * The profile background (and answers' pictures), fetched server-side so the page's CSP can stay
 * `img-src 'self'`. Signed-in users only: a valid apikey, as every call of the portal carries,
 * else 401 (nobody else may use the portal to fetch images).
 */
export function registerImageProxy(app: FastifyInstance, repos: Repositories, options: ImageProxyOptions = {}): void {
  const fetchOptions = {
    policy: addressPolicy(options.allow),
    resolve: options.resolve ?? systemResolve,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxRedirects: options.maxRedirects ?? 3,
  };
  app.get<{ Querystring: { url?: string; apikey?: string } }>('/api/images/proxy', async (request, reply) => {
    if (!request.query.apikey) return fail(reply, 401, messages.missingApiKey);
    const judged = await judgeKey(repos.apiKeys, request.query.apikey, request.log);
    if (!judged.ok) return fail(reply, 401, judged.message);
    if (options.offline) return fail(reply, 503, m.imageOffline);
    const result = await fetchImage(request.query.url, fetchOptions);
    if (!result.ok) return fail(reply, result.status, result.message);
    return useOwnCsp(reply, imageCsp).type(result.type).header('Cache-Control', 'public, max-age=3600').send(result.body);
  });
}
