import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { portalServer } from '../../../helpers/embedded-api.ts';

let app: FastifyInstance | undefined;
let dist: string | undefined;

afterEach(async () => {
  await app?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
  app = undefined;
  dist = undefined;
});

describe('portal server: pages and headers', () => {
  it('serves dist/index.html with a CSP that has no unsafe-eval, and falls back to it for deep links', async () => {
    dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
    app = await portalServer({ distDir: dist });
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Portal</title>');
    const csp = String(home.headers['content-security-policy']);
    expect(csp).toContain('script-src localhost:80/assets/');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    expect(home.headers['referrer-policy']).toBe('no-referrer');
    const deep = await app.inject({ method: 'GET', url: '/profile' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<title>Portal</title>');
  });

  it('answers an address that is no page of the portal with status 404 and the portal (which shows its 404 page)', async () => {
    dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
    app = await portalServer({ distDir: dist });
    for (const url of ['/halaman-tidak-ada', '/profil', '/login/lagi', '/dashboard/tools/qrcode/lebih']) {
      const res = await app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 404, 'text/html; charset=utf-8']);
      expect(res.body).toContain('<title>Portal</title>');
    }
    for (const url of ['/', '/login', '/daftar', '/docs', '/profile', '/dashboard', '/dashboard/resep', '/dashboard/tools/qrcode?coba=1']) {
      expect([url, (await app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 200]);
    }
  });

  it('answers a clear Indonesian 503 when the portal is not built', async () => {
    dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    app = await portalServer({ distDir: dist });
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toBe('Portal belum dibangun. Jalankan npm run build.');
  });
});
