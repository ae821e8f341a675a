import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readReferencePages } from './reference-pages-map.ts';
import { withOrigin } from './site-origin.ts';

/** Built files the static server leaves alone: they name the site's origin (pages: page-html.ts). */
export const originFiles = ['robots.txt*', 'sitemap.xml*', 'docs.html*', 'docs/**/*.html*'];

const siteFiles = [
  { path: '/robots.txt', type: 'text/plain; charset=utf-8' },
  { path: '/sitemap.xml', type: 'application/xml; charset=utf-8' },
] as const;

/** `/robots.txt` and `/sitemap.xml` as built, with the request's origin when the build named none. */
export function registerSiteFiles(app: FastifyInstance, distDir: string): void {
  const origin = readReferencePages(distDir)?.origin ?? null;
  for (const { path, type } of siteFiles) {
    const file = join(distDir, path);
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    app.get(path, (request, reply) => reply.header('Cache-Control', 'no-cache').type(type).send(withOrigin(text, origin, request)));
  }
}
