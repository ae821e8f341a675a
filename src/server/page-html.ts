import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { filesForRoute, preloadTags, readRoutePreloads } from './route-preload-map.ts';

interface Page {
  html: string;
  etag: string;
}

/** Whether the browser's copy (If-None-Match, possibly a list or weak) is this version. */
function fresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * The portal's HTML for a route: index.html with the route's chunks named up front, revalidated on
 * every visit (`no-cache` with an ETag: a second visit costs a 304 and no body).
 */
export function pageSender(distDir: string): (request: FastifyRequest, reply: FastifyReply) => FastifyReply {
  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  const map = readRoutePreloads(distDir);
  // One page per distinct set of files: bounded by the catalog's groups and entries.
  const pages = new Map<string, Page>();
  const pageFor = (files: string[]): Page => {
    const key = files.join(' ');
    let page = pages.get(key);
    if (!page) {
      const tags = preloadTags(files, template);
      const html = tags ? template.replace('</head>', `  ${tags}\n  </head>`) : template;
      page = { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
      pages.set(key, page);
    }
    return page;
  };
  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const page = pageFor(map ? filesForRoute(map, path) : []);
    reply.header('Cache-Control', 'no-cache').header('ETag', page.etag).type('text/html; charset=utf-8');
    if (fresh(request, page.etag)) return reply.code(304).send();
    return reply.send(page.html);
  };
}
