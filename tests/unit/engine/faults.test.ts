import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../src/catalog/messages.ts';
import type { BuiltRequest } from '../../../src/engine/build-request.ts';
import { htmlPageMessage } from '../../../src/engine/classify-answer.ts';
import { sendRequest } from '../../../src/engine/send-request.ts';
import { portalServer } from '../../helpers/embedded-api.ts';
import { closedPort, faults, startLoopback, type LoopbackServer } from '../../fixtures/fault-servers/index.ts';

const fallback = 'Gagal mengonversi file.';
let faulty: LoopbackServer;
let portal: FastifyInstance;
let portalUrl = '';

beforeAll(async () => {
  faulty = await startLoopback((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/api/, '');
    if (path === '/diam') return faults.silent()(req, res);
    if (path === '/macet') {
      // Headers and a first piece, then nothing more.
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': 10_000 });
      return void res.write(Buffer.alloc(100));
    }
    if (path === '/putus') return faults.cutMidBody(2048, 50_000)(req, res);
    if (path === '/putus-chunked') return faults.cutMidBody(2048, null)(req, res);
    if (path === '/html-502') return faults.htmlPage(502)(req, res);
    res.writeHead(200, { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="hasil.pdf"' });
    res.end(Buffer.alloc(4096, 1));
  });
  portal = await portalServer({ upstreamUrl: faulty.url, upstreamTimeoutMs: 2000, distDir: null });
  await portal.listen({ host: '127.0.0.1', port: 0 });
  portalUrl = `http://127.0.0.1:${(portal.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await portal.close();
  await faulty.close();
});

const get = (url: string): BuiltRequest => ({ method: 'GET', url, headers: {} });

describe('runner: faults seen by the client', () => {
  it('a complete download is a success with its file name', async () => {
    const answer = await sendRequest(get(`${faulty.url}/utuh`), fallback);
    expect(answer).toMatchObject({ ok: true, status: 200, as: 'blob', filename: 'hasil.pdf' });
    expect(answer.ok && answer.as === 'blob' ? answer.blob.size : 0).toBe(4096);
  });

  it('a refused connection answers the network message', async () => {
    const answer = await sendRequest(get(`http://127.0.0.1:${await closedPort()}/x`), fallback);
    expect(answer).toEqual({ ok: false, status: 0, message: messages.networkError });
    expect(messages.networkError).toBe('Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.');
  });

  it('a silent server answers the timeout message', async () => {
    const answer = await sendRequest(get(`${faulty.url}/diam`), fallback, { timeoutMs: 100 });
    expect(answer).toEqual({ ok: false, status: 0, message: 'Server tidak menjawab tepat waktu. Silakan coba lagi.' });
  });

  it('a body that stalls after its first bytes times out instead of passing as a file', async () => {
    const answer = await sendRequest(get(`${faulty.url}/macet`), fallback, { timeoutMs: 150 });
    expect(answer).toEqual({ ok: false, status: 0, message: messages.timeout });
  });

  it.each(['/putus', '/putus-chunked'])('a body cut mid-way (%s) is an error, never a truncated file', async (path) => {
    const answer = await sendRequest(get(`${faulty.url}${path}`), fallback);
    expect(answer).toEqual({ ok: false, status: 0, message: messages.bodyCut });
    expect(messages.bodyCut).toBe('Koneksi terputus sebelum jawaban selesai diterima. Silakan coba lagi.');
  });

  it('an HTML 502 page answers a clear message with its status', async () => {
    const answer = await sendRequest(get(`${faulty.url}/html-502`), fallback);
    expect(answer).toEqual({ ok: false, status: 502, message: htmlPageMessage(502) });
    expect(htmlPageMessage(502)).toBe('Server API sedang bermasalah (HTTP 502) dan menjawab dengan halaman HTML, bukan data. Silakan coba lagi nanti.');
  });

  it('leaving the panel (the caller aborts) rethrows instead of showing an error', async () => {
    const controller = new AbortController();
    const pending = sendRequest(get(`${faulty.url}/diam`), fallback, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow();
  });
});

describe('runner through the portal in upstream mode', () => {
  it('a body the upstream cuts mid-way is an error in the panel', async () => {
    const answer = await sendRequest(get(`${portalUrl}/api/putus`), fallback);
    expect(answer).toEqual({ ok: false, status: 0, message: messages.bodyCut });
  });

  it('an upstream HTML 502 page arrives as the portal message with status 502', async () => {
    const answer = await sendRequest(get(`${portalUrl}/api/html-502`), fallback);
    expect(answer).toMatchObject({ ok: false, status: 502, message: 'Server API sedang bermasalah (HTTP 502) dan menjawab dengan halaman HTML, bukan data. Silakan coba lagi nanti.' });
  });

  it('an unreachable upstream arrives as the portal 502 message', async () => {
    const lost = await portalServer({ upstreamUrl: `http://127.0.0.1:${await closedPort()}`, distDir: null });
    await lost.listen({ host: '127.0.0.1', port: 0 });
    const answer = await sendRequest(get(`http://127.0.0.1:${(lost.server.address() as AddressInfo).port}/api/proxy/tools/convert`), fallback);
    await lost.close();
    expect(answer).toMatchObject({ ok: false, status: 502, message: 'Server API tidak dapat dihubungi.' });
  });
});
