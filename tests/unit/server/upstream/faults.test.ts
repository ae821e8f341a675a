import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalServer } from '../../../helpers/embedded-api.ts';
import { serverMessages } from '../../../../src/server/common/messages.ts';

/** A raw upstream: answers `/status/N` with that status line verbatim, everything else echoes its path. */
let upstream: Server;
let upstreamPort = 0;
const seenPaths: string[] = [];
let app: FastifyInstance;
let portalPort = 0;

function answerRaw(socket: Socket, head: string, body: string): void {
  socket.end(`${head}\r\ncontent-type: text/plain\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);
}

beforeAll(async () => {
  upstream = createServer((socket) => {
    socket.once('data', (chunk: Buffer) => {
      const path = chunk.toString('latin1').split(' ')[1] ?? '';
      seenPaths.push(path);
      const status = /^\/base\/api\/status\/(\d+)/.exec(path)?.[1];
      if (status) answerRaw(socket, `HTTP/1.1 ${status} Aneh`, 'ok');
      else if (path.startsWith('/base/api/halaman')) {
        const html = '<html><script src="/api/evil.js"></script></html>';
        socket.end(`HTTP/1.1 200 OK\r\ncontent-type: text/html\r\ncontent-length: ${html.length}\r\nconnection: close\r\n\r\n${html}`);
      } else answerRaw(socket, 'HTTP/1.1 200 OK', path);
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamPort = (upstream.address() as AddressInfo).port;
  app = await portalServer({ upstreamUrl: `http://127.0.0.1:${upstreamPort}/base`, upstreamTimeoutMs: 2000, distDir: null });
  await app.listen({ host: '127.0.0.1', port: 0 });
  portalPort = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => upstream.close(resolve));
});

/** Sends a request line exactly as written (no client normalises the path) and returns the raw answer. */
function rawGet(path: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(portalPort, '127.0.0.1', () => socket.write(`GET ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n`));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: rest.join('\r\n\r\n') });
    });
  });
}

describe('upstream answers with a status outside 100-599', () => {
  it.each(['999', '600', '099'])('answers 502 in Indonesian for status %s and keeps serving', async (status) => {
    const res = await rawGet(`/api/status/${status}?apikey=k`);
    expect(res.status).toBe(502);
    expect(JSON.parse(res.body)).toEqual({ status: false, message: serverMessages.upstreamInvalid });
    const next = await rawGet('/api/gema?apikey=k');
    expect(next.status).toBe(200);
  });
});

describe('upstream path stays under the upstream base', () => {
  it.each(['/api/%2e%2e/%2e%2e/secret', '/api/../secret', '/api/..%2fsecret', '/api/%2E%2E/secret', '/api/.%2e/secret', '/api/x\\..\\..\\secret', '/api/%5c..%5csecret'])(
    'refuses %s with 400 and never forwards it',
    async (path) => {
      const before = seenPaths.length;
      const res = await rawGet(`${path}?apikey=k`);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toEqual({ status: false, message: serverMessages.upstreamPathInvalid });
      expect(seenPaths.slice(before)).toEqual([]);
    },
  );

  it('forwards an ordinary path below the base', async () => {
    const res = await rawGet('/api/proxy/tools/x.y?apikey=k');
    expect(res.body).toBe('/base/api/proxy/tools/x.y?apikey=k');
  });
});

describe('an upstream HTML answer cannot run script with the portal origin', () => {
  it('carries a sandboxing CSP without script sources', async () => {
    const res = await rawGet('/api/halaman?apikey=k');
    expect(res.status).toBe(200);
    expect(res.headers).toContain("content-security-policy: sandbox; default-src 'none'; frame-ancestors 'none'");
    expect(res.headers).toContain('x-content-type-options: nosniff');
  });
});
