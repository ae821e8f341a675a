import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../../scripts/vite-plugin-precompress.ts';
import { portalServer } from '../../../helpers/embedded-api.ts';

let app: FastifyInstance;
let dist: string;
const script = `export const data = ${JSON.stringify('portal '.repeat(800))};\n`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'portal-cdn-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Portal</title></head><body></body></html>');
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), script);
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /dashboard\n');
  precompress(dist);
  app = await portalServer({ distDir: dist });
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('aset dikirim seperti CDN', () => {
  it('mengirim aset berhash sebagai brotli yang disimpan saat build, dengan Vary dan cache setahun immutable', async () => {
    const res = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('mengirim gzip kepada browser tanpa brotli, dan berkas asli tanpa Accept-Encoding', async () => {
    const gz = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('halaman memakai no-cache dengan ETag, dan kunjungan kedua dijawab 304 tanpa isi', async () => {
    const first = await app.inject({ url: '/dashboard' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ url: '/dashboard', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('robots.txt adalah berkasnya sendiri; berkas well-known dan aset yang tidak ada menjawab 404, bukan halaman SPA', async () => {
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Disallow: /dashboard');
    for (const url of ['/.well-known/security.txt', '/favicon.ico', '/assets/hilang-00000000.js']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<title>Portal</title>');
    }
  });

  it('GET /healthz menjawab 200 dengan mode API', async () => {
    const res = await app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, mode: 'embedded', store: 'pglite', schemaVersion: 12 });
  });
});

describe('jawaban API dikompresi bila berguna', () => {
  const key = 'kunci-kompresi';
  let api: FastifyInstance;
  beforeAll(async () => {
    api = await portalServer({ demo: { apikey: key, token: 'token-kompresi', limit: 10_000 }, distDir: null });
  });
  afterAll(async () => {
    await api.close();
  });

  it('jawaban JSON di atas 1 KiB dikirim brotli dan tetap JSON yang sama', async () => {
    const url = `/api/proxy/islamic/sholat/cached?apikey=${key}&kota=Jakarta`;
    const plain = await api.inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    const res = await api.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('jawaban JSON kecil dan gambar PNG dikirim apa adanya', async () => {
    const small = await api.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const image = await api.inject({ method: 'POST', url: `/api/proxy/tools/qrcode?apikey=${key}&url=https%3A%2F%2Fexample.com`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});
