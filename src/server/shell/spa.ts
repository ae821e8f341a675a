import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../catalog/messages.ts';
import { fail } from '../common/index.ts';
import { checkedChannelUrl } from './channel-meta.ts';
import { pageSender } from './page-html.ts';
import { originFiles, registerSiteFiles } from './site-files.ts';

export const notBuiltMessage = 'Portal belum dibangun. Jalankan npm run build.';

/** Vite names every file under assets/ by its content hash: a changed file is a new URL. */
export const immutableCache = 'public, max-age=31536000, immutable';

const scriptType = 'text/javascript; charset=utf-8';

/** A path that names a file (`/robots.txt`, `/x.js`) or a well-known resource: a real file or a 404, never the page. */
const fileLike = (path: string) => path.startsWith('/.well-known/') || /\.[^/]+$/.test(path);
const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
export const fileNotFoundMessage = 'Berkas tidak ditemukan.';

type PageSender = ReturnType<typeof pageSender>;

/** A GET no file answered: the API's 404, a file's 404, or the page. */
function answer(request: FastifyRequest, reply: FastifyReply, sendPage: PageSender | null): FastifyReply {
  const path = request.url.split('?')[0] ?? '/';
  if (isApi(path)) return fail(reply, 404, messages.notFound);
  if (fileLike(path) && path !== '/index.html') return reply.code(404).type('text/plain; charset=utf-8').send(fileNotFoundMessage);
  if (!sendPage) return reply.code(503).type('text/plain; charset=utf-8').send(notBuiltMessage);
  return sendPage(request, reply);
}

/**
 * The built portal from `dist/`. Files are sent precompressed (brotli or gzip by Accept-Encoding,
 * the `.br`/`.gz` siblings the build wrote); hashed assets are cached for a year, everything else
 * revalidates. Every other GET that names no file gets the page (index.html with the route's chunks
 * preloaded) so deep links work. Unknown `/api/*` paths answer the API's own 404.
 */
export async function registerSpa(app: FastifyInstance, distDir: string | null, configuredChannel?: string): Promise<void> {
  // A wrong address stops the start, rather than a dashboard link that leads nowhere.
  const channelUrl = checkedChannelUrl(configuredChannel);
  const built = distDir !== null && existsSync(join(distDir, 'index.html'));
  if (built) {
    const shared = { wildcard: false, preCompressed: true, index: false, cacheControl: false } as const;
    // Hashed files are never revalidated (a new version is a new URL): no ETag, date or ranges to send.
    if (existsSync(join(distDir, 'assets'))) {
      await app.register(async (assets) => {
        // Scripts as `text/javascript`, the type RFC 9239 names (the static plugin still says
        // `application/javascript`, and sets it after `setHeaders` on a precompressed file).
        assets.addHook('onSend', async (_request, reply, payload) => {
          if (String(reply.getHeader('content-type')).startsWith('application/javascript')) reply.header('content-type', scriptType);
          return payload;
        });
        await assets.register(fastifyStatic, {
          ...shared,
          root: join(distDir, 'assets'),
          prefix: '/assets/',
          decorateReply: false,
          etag: false,
          lastModified: false,
          acceptRanges: false,
          setHeaders: (res) => res.header('Cache-Control', immutableCache),
        });
      });
    }
    await app.register(fastifyStatic, {
      ...shared,
      root: distDir,
      // Pages go through the route below (preloads, ETag); index.html is not a URL of its own.
      allowedPath: (path) => path !== '/index.html',
      // Files that hold the site's origin are answered below with the request's origin filled in;
      // the hashed assets have their own registration above.
      globIgnore: [...originFiles, 'assets/**'],
      setHeaders: (res) => res.header('Cache-Control', 'no-cache'),
    });
  }
  const sendPage = built ? pageSender(distDir, channelUrl) : null;
  if (sendPage && distDir !== null) {
    registerSiteFiles(app, distDir);
    app.get('/*', (request, reply) => answer(request, reply, sendPage));
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return fail(reply, 404, messages.notFound);
    return answer(request, reply, sendPage);
  });
}
