import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalServer } from '../../../helpers/embedded-api.ts';
import { serverMessages as m } from '../../../../src/server/common/messages.ts';
import type { ResolvedAddress } from '../../../../src/server/net/resolve.ts';
import { faults, startLoopback, writeBytes, type LoopbackServer } from '../../../fixtures/fault-servers/index.ts';

const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const fiveMb = 5 * 1024 * 1024;
const proxyKey = 'kunci-proxy';

let images: LoopbackServer;
let open: FastifyInstance;
let strict: FastifyInstance;
let rebindCalls = 0;
let smallImageHits = 0;

/** Names the tests resolve without a DNS server. */
const names: Record<string, string[]> = {
  'gambar.contoh': ['127.0.0.1'],
  localhost: ['127.0.0.1'],
  'intranet.contoh': ['10.1.2.3'],
  'campur.contoh': ['127.0.0.1', '192.168.1.5'],
  'lokal-lain.contoh': ['127.0.0.2'],
  'metadata.contoh': ['169.254.169.254'],
  'metadata6.contoh': ['fd00:ec2::254'],
};

async function resolve(hostname: string): Promise<ResolvedAddress[]> {
  if (hostname === 'dns-lambat.contoh') return new Promise(() => undefined);
  if (hostname === 'ganti.contoh') {
    // DNS rebinding: a harmless answer for the check, then another one for the connection.
    rebindCalls += 1;
    return [{ address: rebindCalls === 1 ? '127.0.0.1' : '127.0.0.3', family: 4 }];
  }
  const found = names[hostname];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
}

beforeAll(async () => {
  images = await startLoopback((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/kecil.png') {
      smallImageHits += 1;
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
      res.end(png);
    } else if (url.pathname === '/bukan-gambar') faults.htmlPage(200)(req, res);
    else if (url.pathname === '/pas') {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': fiveMb });
      void writeBytes(res, fiveMb);
    } else if (url.pathname === '/besar') {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': fiveMb + 1 });
      void writeBytes(res, fiveMb + 1);
    } else if (url.pathname === '/besar-chunked') {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      void writeBytes(res, fiveMb + 1);
    } else if (url.pathname === '/lambat') faults.silent()(req, res);
    else if (url.pathname === '/alih') {
      res.writeHead(302, { location: url.searchParams.get('ke') ?? '/' });
      res.end();
    } else if (url.pathname.startsWith('/rantai/')) {
      const left = Number(url.pathname.split('/')[2]);
      res.writeHead(301, { location: left > 1 ? `/rantai/${left - 1}` : '/kecil.png' });
      res.end();
    } else {
      res.writeHead(404, { 'content-type': 'image/png' });
      res.end();
    }
  });
  const imageProxy = { resolve, timeoutMs: 300, maxRedirects: 3 };
  const demo = { apikey: proxyKey };
  open = await portalServer({ distDir: null, demo, imageProxy: { ...imageProxy, allow: ['127.0.0.1/32', '169.254.0.0/16'] } });
  strict = await portalServer({ distDir: null, demo, imageProxy });
});
afterAll(async () => {
  await Promise.all([open.close(), strict.close()]);
  await images.close();
});

const at = (host: string, path: string) => `http://${host}:${images.port}${path}`;

async function proxy(app: FastifyInstance, url: string | undefined) {
  const res = await app.inject({ method: 'GET', url: '/api/images/proxy', query: url === undefined ? { apikey: proxyKey } : { url, apikey: proxyKey } });
  return res;
}

async function expectRefusal(app: FastifyInstance, url: string | undefined, status: number, message: string) {
  const res = await proxy(app, url);
  expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status, body: { status: false, message } });
}

describe('image proxy: signed-in users only', () => {
  it('answers 401 without an apikey, before fetching anything', async () => {
    const res = await open.inject({ method: 'GET', url: '/api/images/proxy', query: { url: at('127.0.0.1', '/kecil.png') } });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 401, body: { status: false, message: 'API Key tidak ditemukan. Silakan logout dan login kembali.' } });
  });

  it('answers 401 with an unknown apikey', async () => {
    const res = await open.inject({ method: 'GET', url: '/api/images/proxy', query: { url: at('127.0.0.1', '/kecil.png'), apikey: 'salah' } });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 401, body: { status: false, message: 'API Key tidak valid. Silakan logout dan login kembali.' } });
  });
});

describe('image proxy: what it passes', () => {
  it('passes an image from an allowed server with its type and a sandboxing CSP', async () => {
    const res = await proxy(open, at('gambar.contoh', '/kecil.png'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(png)).toBe(true);
    expect(String(res.headers['content-security-policy'])).toContain('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('follows up to 3 redirects and passes an image of exactly 5MB', async () => {
    expect((await proxy(open, at('127.0.0.1', '/rantai/3'))).statusCode).toBe(200);
    const full = await proxy(open, at('127.0.0.1', '/pas'));
    expect(full.statusCode).toBe(200);
    expect(full.rawPayload.length).toBe(fiveMb);
  });

  it('connects to the address it checked: a second, different DNS answer is never used', async () => {
    rebindCalls = 0;
    const res = await proxy(open, at('ganti.contoh', '/kecil.png'));
    expect(res.statusCode).toBe(200);
    expect(rebindCalls).toBe(1);
  });
});

describe('image proxy: 400 for what is no http(s) URL', () => {
  it.each([undefined, '', 'bukan url', 'ftp://127.0.0.1/a.png', 'file:///etc/passwd', 'javascript:alert(1)', 'data:image/png;base64,AAAA', 'gopher://127.0.0.1:70/'])(
    'refuses %s',
    async (url) => expectRefusal(open, url, 400, 'URL gambar tidak valid. Gunakan alamat http atau https.'),
  );
});

describe('image proxy: 403 for loopback, private, link-local, unspecified and metadata addresses', () => {
  it.each([
    'http://127.0.0.1/a.png',
    'http://127.8.9.10/a.png',
    'http://0x7f000001/a.png',
    'http://2130706433/a.png',
    'http://localhost/a.png',
    'http://10.0.0.1/a.png',
    'http://172.16.5.4/a.png',
    'http://172.31.255.255/a.png',
    'http://192.168.1.1/a.png',
    'http://100.64.0.1/a.png',
    'http://169.254.1.1/a.png',
    'http://0.0.0.0/a.png',
    'http://[::]/a.png',
    'http://[::1]/a.png',
    'http://[fc00::1]/a.png',
    'http://[fd12:3456::1]/a.png',
    'http://[fe80::1]/a.png',
    'http://[::ffff:127.0.0.1]/a.png',
    'http://[::ffff:10.0.0.1]/a.png',
    'https://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://metadata.google.internal./computeMetadata/v1/',
  ])('refuses %s', async (url) => expectRefusal(strict, url, 403, m.imageAddressRefused));

  it('refuses cloud metadata even when an allow list covers its network', async () => {
    await expectRefusal(open, 'http://169.254.169.254/latest/meta-data/', 403, m.imageAddressRefused);
    await expectRefusal(open, 'http://metadata.google.internal/', 403, m.imageAddressRefused);
  });

  it.each(['intranet.contoh', 'campur.contoh', 'lokal-lain.contoh', 'metadata.contoh', 'metadata6.contoh'])(
    'checks after DNS: refuses %s by the addresses it resolves to',
    async (host) => expectRefusal(open, at(host, '/kecil.png'), 403, m.imageAddressRefused),
  );

  it.each(['http://10.0.0.1/a.png', 'http://intranet.contoh/a.png', 'http://metadata.google.internal/', 'http://[::1]/a.png'])(
    'checks again after a redirect: refuses a redirect to %s',
    async (target) => expectRefusal(open, at('127.0.0.1', `/alih?ke=${encodeURIComponent(target)}`), 403, m.imageAddressRefused),
  );

  it('refuses a redirect to a scheme other than http(s)', async () => {
    await expectRefusal(open, at('127.0.0.1', `/alih?ke=${encodeURIComponent('file:///etc/passwd')}`), 403, m.imageRedirectRefused);
  });
});

describe('image proxy: 502 when the image cannot be had', () => {
  it('after more than 3 redirects', () => expectRefusal(open, at('127.0.0.1', '/rantai/4'), 502, m.imageTooManyRedirects));
  it('when the answer is no image', () => expectRefusal(open, at('127.0.0.1', '/bukan-gambar'), 502, m.imageNotImage));
  it('when the image says it is over 5MB', () => expectRefusal(open, at('127.0.0.1', '/besar'), 502, 'Ukuran gambar maksimal adalah 5MB.'));
  it('when the image turns out over 5MB without saying so', () => expectRefusal(open, at('127.0.0.1', '/besar-chunked'), 502, m.imageTooLarge));
  it('when the server does not answer in time', () => expectRefusal(open, at('127.0.0.1', '/lambat'), 502, m.imageTimeout));
  it('when DNS does not answer in time', () => expectRefusal(open, 'http://dns-lambat.contoh/a.png', 502, m.imageTimeout));
  it('when the server answers an error status', () => expectRefusal(open, at('127.0.0.1', '/hilang.png'), 502, m.imageFailed));
  it('when the name does not resolve', () => expectRefusal(open, 'http://tidak-ada.contoh/a.png', 502, m.imageNotFound));
});

describe('image proxy offline (PORTAL_OFFLINE=1)', () => {
  it('says the server is offline (503) and fetches nothing, even from an address it could reach', async () => {
    const offline = await portalServer({ distDir: null, demo: { apikey: proxyKey }, imageProxy: { resolve, allow: ['127.0.0.1/32'], offline: true } });
    try {
      const before = smallImageHits;
      await expectRefusal(offline, at('127.0.0.1', '/kecil.png'), 503, 'Gambar dari luar tidak tersedia: server portal ini berjalan offline.');
      expect(smallImageHits).toBe(before);
    } finally {
      await offline.close();
    }
  });
});
