import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogDir, loadCatalog } from '../../../../src/catalog/loader.ts';
import { entryUrlPath } from '../../../../src/catalog/request-plan.ts';
import { portalServer, projectRoot } from '../../../helpers/embedded-api.ts';
import { serverMessages as m } from '../../../../src/server/common/messages.ts';

const apikey = 'kunci-rahasia-uji';
const tryable = loadCatalog(catalogDir(projectRoot)).catalog.groups.flatMap((g) => g.entries).filter((e) => e.tryable);
const urlOf = (path: string) => `${entryUrlPath({ path }).replace(/\{[^}]+\}/g, 'a')}?apikey=${apikey}`;
const multipartEntries = tryable.filter((e) => e.body === 'multipart').map((e) => [e.id, e.method, urlOf(e.path)] as const);
const jsonEntries = tryable.filter((e) => e.body === 'json').map((e) => [e.id, e.method, urlOf(e.path)] as const);

let app: FastifyInstance;
let port = 0;

beforeAll(async () => {
  app = await portalServer({ distDir: null, demo: { apikey } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

/** Writes `text` as it is (no client fixes it up) and returns status, head and body. */
function raw(text: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, ...rest] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), head: head.toLowerCase(), body: rest.join('\r\n\r\n') });
    });
  });
}

function expectSecurityHeaders(head: string): void {
  expect(head).toContain("content-security-policy: sandbox; default-src 'none'; frame-ancestors 'none'");
  expect(head).toContain('x-content-type-options: nosniff');
  expect(head).toContain('referrer-policy: no-referrer');
}

describe('malformed bodies answer 400 in Indonesian on every entry', () => {
  it.each(multipartEntries)('%s: a multipart body whose boundary never comes', async (_id, method, url) => {
    const body = '--LAIN\r\nContent-Disposition: form-data; name="x"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc\r\n--LAIN--\r\n';
    const res = await app.inject({ method, url, headers: { 'content-type': 'multipart/form-data; boundary=BATAS' }, payload: body });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { status: false, message: m.multipartInvalid } });
  });

  it.each(multipartEntries)('%s: a multipart body cut inside a part', async (_id, method, url) => {
    const body = '--BATAS\r\nContent-Disposition: form-data; name="x"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc';
    const res = await app.inject({ method, url, headers: { 'content-type': 'multipart/form-data; boundary=BATAS' }, payload: body });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { status: false, message: m.multipartInvalid } });
  });

  it.each(jsonEntries)('%s: a JSON body cut half-way', async (_id, method, url) => {
    const res = await app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload: '{"code":"[1,' });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { status: false, message: 'Body JSON tidak valid.' } });
  });
});

describe("framework errors are the portal's own answers", () => {
  it('a path that is no valid percent-encoding: 400 in Indonesian, headers set, neither URL nor key echoed', async () => {
    const res = await raw(`GET /%E0%A4%A?apikey=${apikey} HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ status: false, message: m.badUrl });
    expectSecurityHeaders(res.head);
    expect(res.head + res.body).not.toContain(apikey);
    expect(res.body).not.toContain('%E0');
  });

  it('an unknown API path: 404 in Indonesian with the headers', async () => {
    const res = await raw(`GET /api/tidak-ada?apikey=${apikey} HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n`);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ status: false, message: 'Endpoint tidak ditemukan.' });
    expectSecurityHeaders(res.head);
  });

  it('a JSON body over the limit: 413 in Indonesian with the headers', async () => {
    const big = JSON.stringify({ code: 'x'.repeat(1_100_000) });
    const res = await app.inject({ method: 'POST', url: urlOf('/tools/fix-json'), headers: { 'content-type': 'application/json' }, payload: big });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 413, body: { status: false, message: 'Ukuran data terlalu besar.' } });
    expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
  });

  it('a request line the HTTP parser refuses: 400 in Indonesian with the headers', async () => {
    const res = await raw(`GET /api/x?apikey=${apikey} HTTP/9.9\r\nhost: 127.0.0.1\r\n\r\n`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ status: false, message: m.badRequest });
    expectSecurityHeaders(res.head);
  });

  it('headers too large: 431 in Indonesian', async () => {
    const res = await raw(`GET /api/x HTTP/1.1\r\nhost: 127.0.0.1\r\nx-besar: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ status: false, message: m.headersTooLarge });
  });
});

describe('download names outside Latin-1', () => {
  it.each(['laporan – final.csv', '報告.csv', 'data 📊.csv'])('csv-to-json as a file named %s answers 200 with the name kept', async (name) => {
    const boundary = 'BATAS';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="output"\r\n\r\nfile\r\n--${boundary}\r\nContent-Disposition: form-data; name="csvfile"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\nnama,umur\r\nAni,20\r\n--${boundary}--\r\n`;
    const res = await app.inject({
      method: 'POST',
      url: urlOf('/tools/csv-to-json'),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.from(body, 'utf8'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ nama: 'Ani', umur: '20' }]);
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(name.replace(/\.csv$/, '.json'))}`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
