import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/catalog/messages.ts';
import { buildServer } from '../../src/server/app.ts';

let upstream: Server;
let base = '';
let app: FastifyInstance;

beforeAll(async () => {
  // Echoes method, path and body; `/api/lambat` never answers.
  upstream = createServer((req, res) => {
    if (req.url?.startsWith('/api/lambat')) return;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.writeHead(201, { 'content-type': 'application/json', connection: 'close', 'x-asal': 'hulu' });
      res.end(JSON.stringify({ method: req.method, url: req.url, body: Buffer.concat(chunks).toString(), hop: req.headers['proxy-authorization'] ?? null }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  app = await buildServer({ upstreamUrl: base, upstreamTimeoutMs: 300, distDir: null });
});
afterAll(async () => {
  await app.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

describe('portal server: API_UPSTREAM forwarding', () => {
  it('forwards method, path, query and body, and answers the upstream status and headers', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/proxy/tools/fix-json?apikey=abc',
      headers: { 'content-type': 'application/json', 'proxy-authorization': 'rahasia' },
      payload: '{"code":"[1,"}',
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['x-asal']).toBe('hulu');
    expect(res.headers.connection).not.toBe('close');
    expect(res.json()).toEqual({ method: 'POST', url: '/api/proxy/tools/fix-json?apikey=abc', body: '{"code":"[1,"}', hop: null });
  });

  it('answers 504 with the timeout message when the upstream is silent', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/lambat' });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ status: false, message: messages.timeout });
  });

  it('answers 502 when the upstream cannot be reached', async () => {
    const closed = await buildServer({ upstreamUrl: 'http://127.0.0.1:9', distDir: null });
    const res = await closed.inject({ method: 'GET', url: '/api/proxy/profile' });
    await closed.close();
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ status: false, message: 'Server API tidak dapat dihubungi.' });
  });
});
