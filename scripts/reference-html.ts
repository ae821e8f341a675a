import { pageTitle, productName } from '../src/app/a11y/page-title.ts';
import { changesFeedPath, changesPagePath } from '../src/catalog/changes/paths.ts';
import { REFERENCE_ROOT, referenceIndex, referencePath, referenceTexts } from '../src/catalog/reference.ts';
import { entryUrlPath } from '../src/catalog/request-plan.ts';
import type { Catalog } from '../src/catalog/types.ts';

/** What a prerendered page says about itself in its `<head>`. */
export interface PageHead {
  /** The route, e.g. `/docs/tools/qrcode`. */
  path: string;
  title: string;
  description: string;
  type: 'website' | 'article';
  /** A feed of the page (`<link rel="alternate">`). */
  alternate?: { type: string; title: string; href: string };
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

/** The changelog page's head: its Atom feed named for feed readers. */
const changesHead: PageHead = {
  path: changesPagePath,
  title: pageTitle('Perubahan API'),
  description: 'Setiap rilis Portal API, terbaru lebih dulu: perubahan yang merusak panggilan, yang tidak merusak, dan perubahan dokumentasi, per grup dan endpoint.',
  type: 'website',
  alternate: { type: 'application/atom+xml', title: 'Perubahan API', href: changesFeedPath },
};

/** The head of every reference page, index and changelog first, in the order the sitemap lists them. */
export function referenceHeads(catalog: Catalog): PageHead[] {
  const index: PageHead = {
    path: REFERENCE_ROOT,
    title: pageTitle(referenceTexts.indexTitle),
    description: referenceTexts.indexDescription,
    type: 'website',
  };
  const entries = referenceIndex(catalog).flatMap((group) =>
    group.entries.map(
      (entry): PageHead => ({
        path: referencePath(entry),
        title: pageTitle(entry.title),
        description: `${entry.summary} ${entry.method} ${entryUrlPath(entry)} (${group.label}).`,
        type: 'article',
      }),
    ),
  );
  return [index, changesHead, ...entries];
}

/** `<title>`, description, canonical URL and Open Graph tags. */
export function headTags(head: PageHead, origin: string): string {
  const url = `${origin}${head.path}`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:site_name" content="${productName}" />`,
    `<meta property="og:locale" content="id_ID" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...(head.alternate
      ? [`<link rel="alternate" type="${escapeHtml(head.alternate.type)}" title="${escapeHtml(head.alternate.title)}" href="${escapeHtml(head.alternate.href)}">`]
      : []),
  ].join('\n    ');
}

/**
 * The built index.html made into one prerendered page: its head tags, the stylesheets and chunks
 * the page needs named up front, the rendered markup inside #root (the client script hydrates it),
 * and Mantine's light scheme set before any script runs (the script then applies the reader's choice).
 */
export function pageHtml(template: string, page: { head: PageHead; origin: string; body: string; links: string[] }): string {
  const head = headTags(page.head, page.origin);
  const links = page.links
    .filter((file) => !template.includes(`"${file}"`))
    .map((file) => (file.endsWith('.css') ? `<link rel="stylesheet" crossorigin href="${file}">` : `<link rel="modulepreload" crossorigin href="${file}">`));
  return template
    .replace('<html lang="id">', '<html lang="id" data-mantine-color-scheme="light">')
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', `  ${[head, ...links].join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.body}</div>`);
}

/** Every reference page, for search engines. */
export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** The reference is open to crawlers; the signed-in pages and the API are not. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', `Allow: ${REFERENCE_ROOT}`, 'Disallow: /dashboard', 'Disallow: /profile', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
