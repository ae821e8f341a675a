import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isPortalPage } from '../../catalog/portal-pages.ts';
import { withChannelMeta } from './channel-meta.ts';
import { isReferenceRoute, readReferencePages } from './reference-pages-map.ts';
import { filesForRoute, preloadTags, readRoutePreloads } from './route-preload-map.ts';
import { withOrigin } from './site-origin.ts';

interface Page {
  html: string;
  etag: string;
}

const etagOf = (html: string) => `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

/** Whether the browser's copy (If-None-Match, possibly a list or weak) is this version. */
function fresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * The portal's HTML for a route, revalidated on every visit (`no-cache` with an ETag: a second
 * visit costs a 304 and no body). A reference page (`/docs`, `/docs/<group>/<id>`) is the page the
 * build prerendered, with the request's origin in its canonical URL when the build named none; an
 * unknown `/docs/<group>/<id>`, like any address that is no page of the portal, answers 404 with
 * the portal, which says so. Every other route gets index.html with the route's chunks named up front.
 */
export function pageSender(distDir: string, channelUrl?: string): (request: FastifyRequest, reply: FastifyReply) => FastifyReply {
  const template = withChannelMeta(readFileSync(join(distDir, 'index.html'), 'utf8'), channelUrl);
  const map = readRoutePreloads(distDir);
  const reference = readReferencePages(distDir);
  const prerendered = new Map(Object.entries(reference?.pages ?? {}).map(([route, file]) => [route, readFileSync(join(distDir, file), 'utf8')]));
  // One page per distinct set of files: bounded by the catalog's groups and entries.
  const pages = new Map<string, Page>();
  const pageFor = (files: string[]): Page => {
    const key = files.join(' ');
    let page = pages.get(key);
    if (!page) {
      const tags = preloadTags(files, template);
      const html = tags ? template.replace('</head>', `  ${tags}\n  </head>`) : template;
      page = { html, etag: etagOf(html) };
      pages.set(key, page);
    }
    return page;
  };
  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const built = prerendered.get(path);
    let page: Page;
    if (built !== undefined) {
      const html = withOrigin(built, reference?.origin ?? null, request);
      page = { html, etag: etagOf(html) };
    } else {
      page = pageFor(map ? filesForRoute(map, path) : []);
      if ((reference && isReferenceRoute(path)) || !isPortalPage(path)) reply.code(404);
    }
    reply.header('Cache-Control', 'no-cache').header('ETag', page.etag).type('text/html; charset=utf-8');
    if (fresh(request, page.etag)) return reply.code(304).send();
    return reply.send(page.html);
  };
}
