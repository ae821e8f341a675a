/** Every call of the embedded API in its account's log, read back through the account API over real HTTP. */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalServer } from '../../../helpers/embedded-api.ts';
import { accountMessages } from '../../../../src/server/common/messages.ts';

const curl = { 'user-agent': 'curl/8.5.0' };
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = await portalServer({ distDir: null, demo: { apikey: 'kunci-demo', token: 'token-demo' } });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

const register = async (username: string) => {
  const res = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ nama: username, username, password: 'rahasia-panjang' }) });
  return (await res.json()).data as { apikey: string; token: string };
};
const account = (path: string, token: string) => fetch(`${base}/api/account/${path}`, { headers: { authorization: `Bearer ${token}` } });

interface Item {
  id: string;
  entry: string | null;
  status: number;
  client: string;
  message: string | null;
  method: string;
  path: string;
  durationMs: number;
  bytesOut: number;
  inputs: { values: Record<string, unknown>; files: Record<string, string[]>; masked: string[] };
}

/** The log's items, asked again until `count` are there or 2 s have passed (writes are batched). */
async function itemsWithin2s(token: string, count: number, query = ''): Promise<Item[]> {
  const until = Date.now() + 2_000;
  for (;;) {
    const items = (await (await account(`requests${query}`, token)).json()).data.items as Item[];
    if (items.length >= count || Date.now() > until) return items;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the request log and the usage API', () => {
  it('logs three cURL calls (one refused with 400) newest first, ids as X-Request-Id, for their account only; the usage counts them', async () => {
    const sari = await register('sari.log');
    const other = await register('budi.log');
    const ids: string[] = [];
    for (const [method, url] of [['GET', `features/cuaca?kota=Bandung`], ['GET', `features/cuaca?kota=`], ['POST', `tools/qrcode?url=https://example.com`]]) {
      const res = await fetch(`${base}/api/proxy/${url}&apikey=${sari.apikey}`, { method, headers: curl });
      ids.push(res.headers.get('x-request-id') ?? '');
      await res.arrayBuffer();
    }
    expect(ids.every((id) => /^[0-9a-f-]{36}$/.test(id))).toBe(true);

    const items = await itemsWithin2s(sari.token, 3);
    expect(items.map((i) => i.id)).toEqual([...ids].reverse());
    expect(items.map((i) => [i.entry, i.status, i.client])).toEqual([
      ['qrcode', 200, 'curl'],
      ['cuaca', 400, 'curl'],
      ['cuaca', 200, 'curl'],
    ]);
    expect(items[1].message).toBe('Nama kota tidak boleh kosong.');
    expect(items[2]).toMatchObject({ method: 'GET', path: '/api/proxy/features/cuaca', message: null, inputs: { values: { kota: 'Bandung' } } });
    expect(items[0].bytesOut).toBeGreaterThan(0);
    expect(JSON.stringify(items)).not.toContain(sari.apikey);

    expect(await itemsWithin2s(other.token, 0)).toEqual([]);

    const usage = (await (await account('usage?days=7', sari.token)).json()).data;
    expect(usage.days).toHaveLength(7);
    expect(usage.days.at(-1)).toMatchObject({ date: new Date().toISOString().slice(0, 10), requests: 3, errors: 1 });
    expect(usage.byStatus).toEqual([
      { status: 200, count: 2 },
      { status: 400, count: 1 },
    ]);
    expect(usage.byEntry.find((e: { entry: string }) => e.entry === 'cuaca')).toMatchObject({ requests: 2, errors: 1 });
    const day = (await (await account('usage?days=1', sari.token)).json()).data;
    expect(day.days).toHaveLength(24);
    expect(day.days.reduce((n: number, d: { requests: number }) => n + d.requests, 0)).toBe(3);
    expect((await (await account('usage?days=7', other.token)).json()).data.byStatus).toEqual([]);
  });

  it('names the client: the portal and the MCP server by their header (injected calls too), anything else as other', async () => {
    const dewi = await register('dewi.log');
    await app.inject({ method: 'GET', url: `/api/proxy/features/cuaca?kota=Medan&apikey=${dewi.apikey}`, headers: { 'x-portal-client': 'mcp' } });
    await fetch(`${base}/api/proxy/features/cuaca?kota=Solo&apikey=${dewi.apikey}`, { headers: { 'x-portal-client': 'portal', ...curl } });
    await fetch(`${base}/api/proxy/features/cuaca?kota=Bogor&apikey=${dewi.apikey}`, { headers: { 'user-agent': 'python-requests/2.31' } });
    const items = await itemsWithin2s(dewi.token, 3);
    expect(items.map((i) => [i.inputs.values.kota, i.client])).toEqual([
      ['Bogor', 'other'],
      ['Solo', 'portal'],
      ['Medan', 'mcp'],
    ]);
  });

  it('filters by entry and status and pages with before', async () => {
    const tono = await register('tono.log');
    for (const kota of ['A', 'B', '', 'C']) await app.inject({ method: 'GET', url: `/api/proxy/features/cuaca?kota=${kota}&apikey=${tono.apikey}` });
    await app.inject({ method: 'POST', url: `/api/proxy/tools/qrcode?url=https://example.com&apikey=${tono.apikey}` });
    await itemsWithin2s(tono.token, 5);
    expect((await itemsWithin2s(tono.token, 0, '?status=4xx')).map((i) => i.status)).toEqual([400]);
    expect((await itemsWithin2s(tono.token, 0, '?entry=qrcode')).map((i) => i.entry)).toEqual(['qrcode']);
    const first = (await (await account('requests?limit=2&entry=cuaca', tono.token)).json()).data;
    expect(first.items.map((i: Item) => i.inputs.values.kota)).toEqual(['C', '']);
    const second = (await (await account(`requests?limit=2&entry=cuaca&before=${first.next}`, tono.token)).json()).data;
    expect(second.items.map((i: Item) => i.inputs.values.kota)).toEqual(['B', 'A']);
  });

  it('refuses bad parameters with 400 and an Indonesian message, and a missing session with 401', async () => {
    const { token } = await register('rina.log');
    const cases: [string, string][] = [
      ['requests?limit=0', accountMessages.logLimitInvalid],
      ['requests?limit=abc', accountMessages.logLimitInvalid],
      ['requests?limit=101', accountMessages.logLimitInvalid],
      ['requests?before=kemarin', accountMessages.logBeforeInvalid],
      ['requests?status=abc', accountMessages.logStatusInvalid],
      ['requests?status=6xx', accountMessages.logStatusInvalid],
      ['usage?days=2', accountMessages.usageDaysInvalid],
      ['usage?days=semua', accountMessages.usageDaysInvalid],
    ];
    for (const [path, message] of cases) {
      const res = await account(path, token);
      expect([path, res.status, await res.json()]).toEqual([path, 400, { status: false, message }]);
    }
    expect((await account('requests', 'bukan-token')).status).toBe(401);
  });

  it('logs a call whose client hung up before the answer as 499, so the log agrees with the quota that counted it', async () => {
    const rina = await register('rina.putus');
    const { request } = await import('node:http');
    // A body announced but never finished: the server waits for it when the client hangs up.
    const sent = request(`${base}/api/proxy/tools/decode-qrcode?apikey=${rina.apikey}`, { method: 'POST', headers: { ...curl, 'content-type': 'multipart/form-data; boundary=x', 'content-length': '5000' } });
    sent.on('error', () => undefined);
    sent.write('--x\r\n');
    await new Promise((r) => setTimeout(r, 200));
    sent.destroy();

    const items = await itemsWithin2s(rina.token, 1);
    expect(items.map((i) => [i.entry, i.status, i.message])).toEqual([['decode-qrcode', 499, 'Klien menutup koneksi sebelum jawaban selesai dikirim.']]);
    const profile = await (await fetch(`${base}/api/proxy/profile?apikey=${rina.apikey}`, { headers: { authorization: `Bearer ${rina.token}` } })).json();
    expect(profile.data.totalreq).toBe(1);
  });

  it('puts X-Request-Id on every /api/ answer, refusals and unknown paths included', async () => {
    for (const url of ['/api/proxy/features/cuaca?kota=A&apikey=salah', '/api/tidak-ada', '/api/auth/login']) {
      const res = await app.inject({ method: url.endsWith('login') ? 'POST' : 'GET', url, payload: url.endsWith('login') ? {} : undefined });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('reading the log right after a call', () => {
  it('lists the call and counts it in the usage, though the queue would write it only minutes later', async () => {
    const demo = { apikey: 'kunci-segera', token: 'token-segera' };
    // A flush interval longer than the test: only the read itself can bring the call into the log.
    const server = await portalServer({ distDir: null, demo, logQueue: { flushMs: 600_000 } });
    try {
      const id = (await server.inject({ method: 'GET', url: `/api/proxy/features/cuaca?kota=Depok&apikey=${demo.apikey}`, headers: curl })).headers['x-request-id'];
      const read = (path: string) => server.inject({ method: 'GET', url: `/api/account/${path}`, headers: { authorization: `Bearer ${demo.token}` } });
      expect((await read('requests')).json().data.items.map((i: Item) => [i.id, i.entry, i.status])).toEqual([[id, 'cuaca', 200]]);
      const second = (await server.inject({ method: 'GET', url: `/api/proxy/features/cuaca?kota=&apikey=${demo.apikey}`, headers: curl })).statusCode;
      expect(second).toBe(400);
      expect((await read('usage?days=1')).json().data.byStatus).toEqual([
        { status: 200, count: 1 },
        { status: 400, count: 1 },
      ]);
    } finally {
      await server.close();
    }
  });
});

describe('the log in a data folder', () => {
  it('keeps its entries after a restart: what waits in the queue is written when the server stops', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-log-'));
    try {
      const demo = { apikey: 'kunci-folder', token: 'token-folder' };
      // A flush interval longer than the test: only the stop can write the calls.
      const first = await portalServer({ distDir: null, demo, store: { kind: 'pglite', dataDir }, logQueue: { flushMs: 600_000 } });
      const id = (await first.inject({ method: 'GET', url: `/api/proxy/features/cuaca?kota=Depok&apikey=${demo.apikey}`, headers: curl })).headers['x-request-id'];
      await first.close();
      const second = await portalServer({ distDir: null, demo, store: { kind: 'pglite', dataDir } });
      try {
        const res = await second.inject({ method: 'GET', url: '/api/account/requests', headers: { authorization: `Bearer ${demo.token}` } });
        expect(res.json().data.items.map((i: Item) => [i.id, i.entry, i.status])).toEqual([[id, 'cuaca', 200]]);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** An answer of a stand-in upstream, in the API's envelope. */
const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** A stand-in upstream on loopback. */
async function upstreamAt(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ url: string; close: () => void }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, close: () => server.close() };
}

describe('with an upstream', () => {
  it('sends the answer\'s X-Request-Id and the client\'s X-Portal-Client to the upstream, so it can log the call under the same id', async () => {
    const seen: Record<string, string | string[] | undefined>[] = [];
    const upstream = await upstreamAt((req, res) => {
      seen.push(req.headers);
      res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': 'milik-upstream' }).end('{"status":true}');
    });
    const portal = await portalServer({ distDir: null, upstreamUrl: upstream.url });
    try {
      const res = await portal.inject({ method: 'GET', url: '/api/proxy/features/cuaca?kota=A&apikey=k', headers: { 'x-portal-client': 'portal', 'x-request-id': 'buatan-klien' } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(seen[0]['x-request-id']).toBe(res.headers['x-request-id']);
      expect(seen[0]['x-portal-client']).toBe('portal');
    } finally {
      await portal.close();
      upstream.close();
    }
  });

  it('logs each forwarded call under its key, read back with the session the upstream confirms for that key', async () => {
    const sessions = new Map([['token-sari', 'kunci-sari'], ['token-budi', 'kunci-budi']]);
    const upstream = await upstreamAt((req, res) => {
      const url = new URL(req.url ?? '/', 'http://upstream');
      const key = url.searchParams.get('apikey') ?? '';
      if (url.pathname === '/api/proxy/profile') {
        const token = (req.headers.authorization ?? '').replace('Bearer ', '');
        return sessions.get(token) === key ? json(res, 200, { status: true, data: { nama: 'Sari' } }) : json(res, 401, { status: false, message: 'Sesi tidak dikenal upstream.' });
      }
      if (![...sessions.values()].includes(key)) return json(res, 401, { status: false, message: 'API Key tidak valid.' });
      if (url.pathname === '/api/proxy/features/cuaca') {
        return url.searchParams.get('kota') ? json(res, 200, { status: true, data: { kota: url.searchParams.get('kota') } }) : json(res, 400, { status: false, message: 'Kota wajib diisi (upstream).' });
      }
      req.resume();
      res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(300, 1));
    });
    const portal = await portalServer({ distDir: null, upstreamUrl: upstream.url });
    const at = await portal.listen({ host: '127.0.0.1', port: 0 });
    const read = (path: string, token: string, apikey: string) => fetch(`${at}/api/account/${path}${path.includes('?') ? '&' : '?'}apikey=${apikey}`, { headers: { authorization: `Bearer ${token}` } });
    try {
      const ids: string[] = [];
      for (const [method, url] of [['GET', 'features/cuaca?kota=Bandung'], ['GET', 'features/cuaca?kota='], ['POST', 'tools/qrcode?url=https://example.com']]) {
        const res = await fetch(`${at}/api/proxy/${url}&apikey=kunci-sari`, { method, headers: curl });
        ids.push(res.headers.get('x-request-id') ?? '');
        await res.arrayBuffer();
      }
      // A key the upstream refuses has no account: its call is not logged, and no log account is made for it.
      await (await fetch(`${at}/api/proxy/features/cuaca?kota=Bogor&apikey=kunci-asing`, { headers: curl })).arrayBuffer();

      const until = Date.now() + 2_000;
      let items: Item[] = [];
      while (items.length < 3 && Date.now() < until) {
        items = (await (await read('requests', 'token-sari', 'kunci-sari')).json()).data.items;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(items.map((i) => i.id)).toEqual([...ids].reverse());
      expect(items.map((i) => [i.entry, i.status, i.client, i.message])).toEqual([
        ['qrcode', 200, 'curl', null],
        ['cuaca', 400, 'curl', 'Kota wajib diisi (upstream).'],
        ['cuaca', 200, 'curl', null],
      ]);
      expect(items[2]).toMatchObject({ method: 'GET', path: '/api/proxy/features/cuaca', inputs: { values: { kota: 'Bandung' } } });
      expect(items[0].bytesOut).toBe(300);
      expect(JSON.stringify(items)).not.toContain('kunci-sari');

      const usage = (await (await read('usage?days=7', 'token-sari', 'kunci-sari')).json()).data;
      expect(usage.days.at(-1)).toMatchObject({ requests: 3, errors: 1 });

      // Another developer's session reads its own key's log, empty; a session the upstream does not
      // confirm for a key reads nothing, with the upstream's message.
      expect((await (await read('requests', 'token-budi', 'kunci-budi')).json()).data.items).toEqual([]);
      const stranger = await read('requests', 'token-budi', 'kunci-sari');
      expect(stranger.status).toBe(401);
      expect((await stranger.json()).message).toBe('Sesi tidak dikenal upstream.');
      expect((await read('requests', '', 'kunci-sari')).status).toBe(401);
    } finally {
      await portal.close();
      upstream.close();
    }
  });

  it('while the upstream is down, a key it never answered gets no log; a known key logs its refused call', async () => {
    const sessions = new Map([['token-sari', 'kunci-sari'], ['token-baru', 'kunci-baru']]);
    let down = false;
    const upstream = await upstreamAt((req, res) => {
      const url = new URL(req.url ?? '/', 'http://upstream');
      const key = url.searchParams.get('apikey') ?? '';
      // A gateway in front of the API answers for it while it is down: a page, not the API's JSON.
      if (down) return res.writeHead(502, { 'content-type': 'text/html' }).end('<html><body>Bad Gateway</body></html>');
      const token = (req.headers.authorization ?? '').replace('Bearer ', '');
      if (url.pathname === '/api/proxy/profile') return res.writeHead(sessions.get(token) === key ? 200 : 401, { 'content-type': 'application/json' }).end(JSON.stringify({ status: true, data: {} }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: true, data: { kota: 'Bandung' } }));
    });
    const portal = await portalServer({ distDir: null, upstreamUrl: upstream.url, logQueue: { flushMs: 20 } });
    const at = await portal.listen({ host: '127.0.0.1', port: 0 });
    const call = async (apikey: string) => {
      const res = await fetch(`${at}/api/proxy/features/cuaca?kota=Bandung&apikey=${apikey}`, { headers: curl });
      await res.arrayBuffer();
      return res.status;
    };
    const items = async (token: string, apikey: string): Promise<Item[]> => (await (await fetch(`${at}/api/account/requests?apikey=${apikey}`, { headers: { authorization: `Bearer ${token}` } })).json()).data.items;
    try {
      expect(await call('kunci-sari')).toBe(200);
      down = true;
      expect(await call('kunci-sari')).toBe(502);
      expect(await call('kunci-baru')).toBe(502);
      await new Promise((r) => setTimeout(r, 300));
      down = false;
      expect((await items('token-sari', 'kunci-sari')).map((i) => i.status)).toEqual([502, 200]);
      expect(await items('token-baru', 'kunci-baru')).toEqual([]);
      // Once the upstream answers for it, the new key has its log.
      expect(await call('kunci-baru')).toBe(200);
      await new Promise((r) => setTimeout(r, 300));
      expect((await items('token-baru', 'kunci-baru')).map((i) => i.status)).toEqual([200]);
    } finally {
      await portal.close();
      upstream.close();
    }
  });

  it('a new key made through the portal goes on in the old key\'s log; naming someone else\'s key links nothing', async () => {
    const sessions = new Map([['token-sari', 'kunci-sari'], ['token-budi', 'kunci-budi']]);
    let made = 0;
    const upstream = await upstreamAt((req, res) => {
      const url = new URL(req.url ?? '/', 'http://upstream');
      const key = url.searchParams.get('apikey') ?? '';
      const token = (req.headers.authorization ?? '').replace('Bearer ', '');
      if (url.pathname === '/api/auth/apikey') {
        // The upstream's own renewal: a new key for the session, the old one refused at once (grace 0).
        if (!sessions.has(token)) return json(res, 401, { status: false, message: 'Sesi tidak dikenal upstream.' });
        const apikey = `${sessions.get(token)}-baru${++made}`;
        sessions.set(token, apikey);
        req.resume();
        return json(res, 200, { status: true, message: 'API Key baru dibuat.', data: { apikey } });
      }
      if (url.pathname === '/api/proxy/profile') return sessions.get(token) === key ? json(res, 200, { status: true, data: {} }) : json(res, 401, { status: false, message: 'Sesi tidak dikenal upstream.' });
      if (![...sessions.values()].includes(key)) return json(res, 401, { status: false, message: 'API Key tidak valid.' });
      json(res, 200, { status: true, data: { kota: 'Bandung' } });
    });
    const portal = await portalServer({ distDir: null, upstreamUrl: upstream.url, logQueue: { flushMs: 20 } });
    const at = await portal.listen({ host: '127.0.0.1', port: 0 });
    const call = async (apikey: string) => {
      const res = await fetch(`${at}/api/proxy/features/cuaca?kota=Bandung&apikey=${apikey}`, { headers: curl });
      await res.arrayBuffer();
      return res.headers.get('x-request-id');
    };
    const renew = async (token: string, apikey: string) => {
      const res = await fetch(`${at}/api/auth/apikey?apikey=${apikey}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ graceSeconds: 0 }) });
      return ((await res.json()) as { data: { apikey: string } }).data.apikey;
    };
    const ids = async (token: string, apikey: string): Promise<string[]> => {
      await new Promise((r) => setTimeout(r, 300));
      const items: Item[] = (await (await fetch(`${at}/api/account/requests?apikey=${apikey}`, { headers: { authorization: `Bearer ${token}` } })).json()).data.items;
      return items.map((i) => i.id);
    };
    try {
      const before = await call('kunci-sari');
      const newKey = await renew('token-sari', 'kunci-sari');
      expect(newKey).toBe('kunci-sari-baru1');
      const after = await call(newKey);
      expect(await ids('token-sari', newKey)).toEqual([after, before]);

      // Budi renews naming Sari's key: the upstream does not confirm it is his, so his new key starts its own log.
      const budiKey = await renew('token-budi', newKey);
      expect(budiKey).toBe('kunci-budi-baru2');
      expect(await ids('token-budi', budiKey)).toEqual([]);
    } finally {
      await portal.close();
      upstream.close();
    }
  });
});
