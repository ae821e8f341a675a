import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalServer } from '../../../helpers/embedded-api.ts';
import { configFromEnv } from '../../../../src/server/shell/config.ts';
import { htmlPageMessage } from '../../../../src/catalog/transport-messages.ts';
import { serverMessages } from '../../../../src/server/common/messages.ts';
import { closedPort, faults, startLoopback, type LoopbackServer } from '../../../fixtures/fault-servers/index.ts';

let upstream: LoopbackServer;
let app: FastifyInstance;

beforeAll(async () => {
  // Echoes method, path, body and the headers it got; other paths misbehave on purpose.
  upstream = await startLoopback((req, res) => {
    if (req.url?.startsWith('/api/lambat')) return faults.silent()(req, res);
    if (req.url?.startsWith('/api/html')) return faults.htmlPage(502)(req, res);
    if (req.url?.startsWith('/api/putus-awal')) return faults.cutMidBody(0, 1000)(req, res);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.writeHead(201, {
        'content-type': 'application/json',
        connection: 'close, x-hop-hulu',
        'x-hop-hulu': 'sambungan',
        'keep-alive': 'timeout=5',
        'proxy-authenticate': 'Basic',
        trailer: 'x-akhir',
        'x-asal': 'hulu',
        'content-security-policy': "script-src 'unsafe-eval'",
      });
      res.end(JSON.stringify({ method: req.method, url: req.url, body: Buffer.concat(chunks).toString(), headers: req.headers }));
    });
  });
  app = await portalServer({ upstreamUrl: upstream.url, upstreamTimeoutMs: 300, distDir: null });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

describe('portal server: API_UPSTREAM forwarding', () => {
  it('forwards method, path, query and body, and answers the upstream status and headers', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/proxy/tools/fix-json?apikey=abc',
      headers: { 'content-type': 'application/json' },
      payload: '{"code":"[1,"}',
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['x-asal']).toBe('hulu');
    const echoed = res.json();
    expect(echoed).toMatchObject({ method: 'POST', url: '/api/proxy/tools/fix-json?apikey=abc', body: '{"code":"[1,"}' });
    expect(echoed.headers.host).toBe(`127.0.0.1:${upstream.port}`);
  });

  it('drops hop-by-hop request headers and the ones Connection names', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/gema',
      headers: {
        connection: 'keep-alive, x-hop-klien',
        'x-hop-klien': 'sambungan',
        'keep-alive': 'timeout=5',
        te: 'trailers',
        trailer: 'x-akhir',
        upgrade: 'websocket',
        'proxy-authorization': 'Basic cmFoYXNpYQ==',
        'proxy-connection': 'keep-alive',
        'x-tetap': 'ikut',
      },
    });
    const received = res.json().headers as Record<string, string>;
    for (const name of ['x-hop-klien', 'keep-alive', 'te', 'trailer', 'upgrade', 'proxy-authorization', 'proxy-connection']) {
      expect(received[name], name).toBeUndefined();
    }
    expect(received.connection).not.toContain('x-hop-klien');
    expect(received['x-tetap']).toBe('ikut');
  });

  it('drops hop-by-hop answer headers and keeps the portal security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/gema' });
    for (const name of ['x-hop-hulu', 'keep-alive', 'proxy-authenticate', 'trailer']) expect(res.headers[name], name).toBeUndefined();
    expect(res.headers.connection).not.toContain('x-hop-hulu');
    expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 504 with the timeout message when the upstream is silent', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/lambat' });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ status: false, message: 'Server API tidak menjawab tepat waktu. Silakan coba lagi.' });
  });

  it('answers 502 when the connection is refused', async () => {
    const closed = await portalServer({ upstreamUrl: `http://127.0.0.1:${await closedPort()}`, distDir: null });
    const res = await closed.inject({ method: 'GET', url: '/api/proxy/profile' });
    await closed.close();
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ status: false, message: 'Server API tidak dapat dihubungi.' });
  });

  it('answers 502 when the upstream name does not resolve', async () => {
    const unknown = Object.assign(new Error('getaddrinfo ENOTFOUND api.tidak-ada.test'), { code: 'ENOTFOUND' });
    const lost = await portalServer({ upstreamUrl: 'http://api.tidak-ada.test', upstreamResolve: () => Promise.reject(unknown), distDir: null });
    const res = await lost.inject({ method: 'GET', url: '/api/proxy/profile' });
    await lost.close();
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ status: false, message: serverMessages.upstreamUnreachable });
  });

  it('turns an HTML error page into JSON with its own status and a clear message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/html' });
    expect(res.statusCode).toBe(502);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ status: false, message: htmlPageMessage(502) });
    expect(res.json().message).toBe('Server API sedang bermasalah (HTTP 502) dan menjawab dengan halaman HTML, bukan data. Silakan coba lagi nanti.');
  });

  it('answers 502 JSON when the upstream drops the connection before the first body byte', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/putus-awal' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ status: false, message: serverMessages.upstreamCut });
  });
});

describe('portal server: upstream settings', () => {
  it('reads API_UPSTREAM and API_UPSTREAM_TIMEOUT_MS, with 30 s by default', () => {
    expect(configFromEnv({ API_UPSTREAM: 'https://api.contoh', API_UPSTREAM_TIMEOUT_MS: '1500' })).toMatchObject({ upstreamUrl: 'https://api.contoh', upstreamTimeoutMs: 1500 });
    expect(configFromEnv({ API_UPSTREAM: 'https://api.contoh' }).upstreamTimeoutMs).toBe(30_000);
    expect(configFromEnv({ API_UPSTREAM_TIMEOUT_MS: 'lama' }).upstreamTimeoutMs).toBe(30_000);
    expect(configFromEnv({ API_UPSTREAM_TIMEOUT_MS: '0' }).upstreamTimeoutMs).toBe(30_000);
  });

  it('refuses an API_UPSTREAM that is no http(s) address at start, in Indonesian', async () => {
    await expect(portalServer({ upstreamUrl: 'ftp://api.contoh', distDir: null })).rejects.toThrow('API_UPSTREAM tidak valid: ftp://api.contoh (harus alamat http:// atau https://).');
    await expect(portalServer({ upstreamUrl: 'api.contoh', distDir: null })).rejects.toThrow('API_UPSTREAM tidak valid');
  });
});
