import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalServer, projectRoot } from '../../../helpers/embedded-api.ts';
import { faults, startLoopback, type LoopbackServer } from '../../../fixtures/fault-servers/index.ts';

let dist: string;
let embedded: FastifyInstance;
let proxied: FastifyInstance;
let upstream: LoopbackServer;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portal</title><script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("portal")');
  writeFileSync(join(dist, 'assets', 'app.css'), 'body { margin: 0 }');
  writeFileSync(join(dist, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  embedded = await portalServer({ distDir: dist });
  upstream = await startLoopback(faults.htmlPage(404));
  proxied = await portalServer({ distDir: dist, upstreamUrl: upstream.url });
});
afterAll(async () => {
  await Promise.all([embedded.close(), proxied.close()]);
  await upstream.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The directives of a CSP header, by name. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

const pages: [string, string, number][] = [
  ['the home page', '/', 200],
  ['a deep link', '/dashboard/tools', 200],
  ['an SVG among the assets (a document when opened alone)', '/assets/logo.svg', 200],
];
const builtCode: [string, string, string][] = [
  ['a built script', '/assets/app.js', 'text/javascript; charset=utf-8'],
  ['a built stylesheet', '/assets/app.css', 'text/css'],
];
const apiAnswers: [string, string, number][] = [
  ['an API answer', '/api/proxy/profile', 401],
  ['an unknown API path', '/api/tidak-ada', 404],
];

describe('security headers on every answer', () => {
  it.each(pages)('%s (%s) lets scripts load only from the built assets of its own host', async (_what, url, status) => {
    const res = await embedded.inject({ method: 'GET', url, headers: { host: 'portal.contoh:8080' } });
    expect(res.statusCode).toBe(status);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(['portal.contoh:8080/assets/']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it.each(builtCode)('%s (%s) carries nosniff alone and no revalidation headers: it is never a page', async (_what, url, type) => {
    const res = await embedded.inject({ method: 'GET', url, headers: { host: 'portal.contoh:8080' } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-type'])).toContain(type);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'etag', 'last-modified', 'accept-ranges']) expect(res.headers[name]).toBeUndefined();
  });

  it('a missing script under the assets is a plain-text 404 with nosniff, not the page', async () => {
    const res = await embedded.inject({ method: 'GET', url: '/assets/tidak-ada.js' });
    expect(res.statusCode).toBe(404);
    expect(String(res.headers['content-type'])).toContain('text/plain');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).not.toContain('<title>');
  });

  it('a page asked for under a Host that is no plain host name allows no script at all', async () => {
    const res = await embedded.inject({ method: 'GET', url: '/', headers: { host: "x; script-src 'unsafe-inline'" } });
    expect(directives(res.headers['content-security-policy']).get('script-src')).toEqual(["'none'"]);
  });

  it.each(apiAnswers)('%s (%s) is sandboxed data that can run nothing', async (_what, url, status) => {
    const res = await embedded.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('an answer forwarded from API_UPSTREAM carries them too', async () => {
    const res = await proxied.inject({ method: 'GET', url: '/api/apa-saja' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('the page the build starts from has no inline script, so script-src self is enough', () => {
    const html = readFileSync(join(projectRoot, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});
