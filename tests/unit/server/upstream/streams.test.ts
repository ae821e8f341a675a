import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalServer } from '../../../helpers/embedded-api.ts';
import { loggerOptions } from '../../../../src/server/shell/log.ts';
import { closedPort, countBody, faults, startLoopback, writeBytes, type LoopbackServer } from '../../../fixtures/fault-servers/index.ts';

const tenMb = 10 * 1024 * 1024;
const secret = 'RAHASIA-kunci-7f3a';
const logLines: string[] = [];

let upstream: LoopbackServer;
let app: FastifyInstance;
let portal = '';

beforeAll(async () => {
  upstream = await startLoopback(async (req, res) => {
    const path = req.url?.split('?')[0];
    if (path === '/api/unggah') {
      const received = await countBody(req);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: true, received }));
    } else if (path === '/api/unduh') {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': tenMb });
      await writeBytes(res, tenMb);
    } else if (path === '/api/putus-panjang') faults.cutMidBody(4096, 100_000)(req, res);
    else if (path === '/api/putus-chunked') faults.cutMidBody(4096, null)(req, res);
    else if (path === '/api/lambat') faults.silent()(req, res);
    else if (path === '/api/macet') {
      // Headers and a first piece of the body, then silence.
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': 100_000 });
      res.write(Buffer.alloc(1000));
    }
    else if (path === '/api/html') faults.htmlPage(503)(req, res);
    else {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"status":true}');
    }
  });
  app = await portalServer({
    upstreamUrl: upstream.url,
    // Long enough that a busy machine never pauses a healthy 10 MB stream this long; short enough for the stall test.
    upstreamTimeoutMs: 2_000,
    distDir: null,
    logger: loggerOptions('debug', { write: (line) => void logLines.push(line) }),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  portal = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

/** Live memory (after a full GC) of this process: the proxy, the upstream and the client all count. */
function liveMemory(): { live: number; rss: number } {
  collectGarbage();
  const usage = process.memoryUsage();
  return { live: usage.heapUsed + usage.external, rss: usage.rss };
}
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Samples memory while `work` runs; answers the largest growth over the start. */
async function peakGrowth(work: () => Promise<void>): Promise<{ live: number; rss: number }> {
  const start = liveMemory();
  const peak = { ...start };
  const sample = () => {
    const now = liveMemory();
    peak.live = Math.max(peak.live, now.live);
    peak.rss = Math.max(peak.rss, now.rss);
  };
  const timer = setInterval(sample, 25);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  sample();
  return { live: peak.live - start.live, rss: peak.rss - start.rss };
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Uploads `total` bytes from one reused chunk, so the client itself holds nothing. */
function upload(total: number): Promise<string> {
  const chunk = Buffer.alloc(64 * 1024, 0x62);
  let left = total;
  const body = new Readable({
    read() {
      if (left <= 0) return void this.push(null);
      const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
      left -= piece.length;
      this.push(piece);
    },
  });
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${portal}/api/unggah?apikey=${secret}`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve(text));
      res.on('error', reject);
    });
    req.on('error', reject);
    body.pipe(req);
  });
}

function download(): Promise<number> {
  return new Promise((resolve, reject) => {
    httpRequest(`${portal}/api/unduh?apikey=${secret}`, (res) => {
      countBody(res).then(resolve, reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('portal server: upstream bodies are streamed', () => {
  it('passes a 10 MB upload and a 10 MB download while memory grows by less than 30 MB', async () => {
    let uploaded = '';
    let downloaded = 0;
    const growth = await peakGrowth(async () => {
      uploaded = await upload(tenMb);
      downloaded = await download();
    });
    console.log(`memori selama unggah+unduh 10 MB lewat proxy: live +${mb(growth.live)} MB, rss +${mb(growth.rss)} MB`);
    expect(JSON.parse(uploaded)).toEqual({ status: true, received: tenMb });
    expect(downloaded).toBe(tenMb);
    expect(growth.live).toBeLessThan(30 * 1024 * 1024);
  });

  it('a body cut mid-way (with a length) is an error for the client, never a short success', async () => {
    const res = await fetch(`${portal}/api/putus-panjang`);
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow();
  });

  it('a chunked body cut mid-way is an error for the client too', async () => {
    const res = await fetch(`${portal}/api/putus-chunked`);
    await expect(res.arrayBuffer()).rejects.toThrow();
  });
});

describe('portal server: a body that stalls', () => {
  it('is cut when the upstream stays silent past the timeout, so the client sees an error', async () => {
    const res = await fetch(`${portal}/api/macet`);
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow();
  });
});

describe('portal server: logs', () => {
  it('never write the apikey, whatever happened to the call', async () => {
    const refused = await portalServer({
      upstreamUrl: `http://127.0.0.1:${await closedPort()}`,
      distDir: null,
      logger: loggerOptions('debug', { write: (line) => void logLines.push(line) }),
    });
    await refused.inject({ method: 'GET', url: `/api/proxy/profile?apikey=${secret}` });
    await refused.close();
    for (const path of ['/api/ok', '/api/lambat', '/api/html', '/api/putus-panjang']) {
      const res = await fetch(`${portal}${path}?q=1&apikey=${secret}`);
      await res.arrayBuffer().catch(() => undefined);
    }
    const written = logLines.join('');
    expect(written).toContain('apikey=***');
    expect(written).toContain('upstream failed');
    expect(written).not.toContain(secret);
  });
});
