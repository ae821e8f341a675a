import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ORIGIN_PLACEHOLDER } from '../../../../src/catalog/reference.ts';
import { portalServer } from '../../../helpers/embedded-api.ts';
import { REFERENCE_PAGES_FILE } from '../../../../src/server/shell/reference-pages-map.ts';
import { robotsTxt, sitemapXml } from '../../../../scripts/reference-html.ts';

let app: FastifyInstance | undefined;
let dist: string | undefined;

afterEach(async () => {
  await app?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
  app = undefined;
  dist = undefined;
});

/** A build as the reference plugin leaves it: pages, sitemap, robots.txt and the map, for `origin`. */
function builtDist(origin: string, builtFor: string | null): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(dir, 'docs', 'tools'), { recursive: true });
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Portal API</title><div id="root"></div>');
  writeFileSync(join(dir, 'docs.html'), `<!doctype html><title>Dokumentasi API</title><link rel="canonical" href="${origin}/docs" />`);
  writeFileSync(join(dir, 'docs', 'tools', 'qrcode.html'), `<!doctype html><title>QR Code Generator</title><link rel="canonical" href="${origin}/docs/tools/qrcode" /><h1>QR Code Generator</h1>`);
  writeFileSync(join(dir, 'docs', 'tools', 'qrcode.md'), '# QR Code Generator\n');
  writeFileSync(join(dir, 'sitemap.xml'), sitemapXml(origin, ['/docs', '/docs/tools/qrcode']));
  writeFileSync(join(dir, 'robots.txt'), robotsTxt(origin));
  writeFileSync(join(dir, REFERENCE_PAGES_FILE), JSON.stringify({ origin: builtFor, pages: { '/docs': 'docs.html', '/docs/tools/qrcode': 'docs/tools/qrcode.html' } }));
  return dir;
}

describe('halaman referensi yang dibangun lebih dulu', () => {
  it('dikirim apa adanya, dengan origin permintaan di URL kanonis, sitemap dan robots.txt bila build tidak menyebutnya', async () => {
    dist = builtDist(ORIGIN_PLACEHOLDER, null);
    app = await portalServer({ distDir: dist });
    const page = await app.inject({ method: 'GET', url: '/docs/tools/qrcode', headers: { host: 'portal.example:8080' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>QR Code Generator</h1>');
    expect(page.body).toContain('<link rel="canonical" href="http://portal.example:8080/docs/tools/qrcode" />');
    expect(page.headers['content-security-policy']).toContain('script-src portal.example:8080/assets/');
    const again = await app.inject({ method: 'GET', url: '/docs/tools/qrcode', headers: { host: 'portal.example:8080', 'if-none-match': String(page.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const index = await app.inject({ method: 'GET', url: '/docs', headers: { host: 'portal.example:8080' } });
    expect(index.body).toContain('<title>Dokumentasi API</title>');
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'portal.example:8080' } });
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain('<loc>http://portal.example:8080/docs/tools/qrcode</loc>');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'portal.example:8080' } });
    expect(robots.body).toContain('Allow: /docs\n');
    expect(robots.body).toContain('Sitemap: http://portal.example:8080/sitemap.xml');
    // The Markdown twin is still the file beside the page.
    const md = await app.inject({ method: 'GET', url: '/docs/tools/qrcode.md' });
    expect(md.statusCode).toBe(200);
    expect(md.body).toBe('# QR Code Generator\n');
  });

  it('build dengan PORTAL_SITE_URL: origin itu tetap, apa pun Host-nya', async () => {
    dist = builtDist('https://api.contoh.id', 'https://api.contoh.id');
    app = await portalServer({ distDir: dist });
    const page = await app.inject({ method: 'GET', url: '/docs/tools/qrcode', headers: { host: 'lain.example' } });
    expect(page.body).toContain('<link rel="canonical" href="https://api.contoh.id/docs/tools/qrcode" />');
  });

  it('endpoint yang tidak ada menjawab 404 dengan portal (yang mengatakannya), bukan halaman kosong', async () => {
    dist = builtDist(ORIGIN_PLACEHOLDER, null);
    app = await portalServer({ distDir: dist });
    const res = await app.inject({ method: 'GET', url: '/docs/tools/tidak-ada' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
    // The built files are routes, not files of their own.
    expect((await app.inject({ method: 'GET', url: '/docs.html' })).statusCode).toBe(404);
  });

  it('Host yang bukan nama biasa tidak pernah disalin ke halaman', async () => {
    dist = builtDist(ORIGIN_PLACEHOLDER, null);
    app = await portalServer({ distDir: dist });
    const page = await app.inject({ method: 'GET', url: '/docs', headers: { host: 'x"><script>' } });
    expect(page.body).not.toContain('<script>');
  });
});
