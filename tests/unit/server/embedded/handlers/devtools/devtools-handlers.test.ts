import pino from 'pino';
import type { Account } from '../../../../../../src/server/store/accounts.ts';
import type { Repositories } from '../../../../../../src/server/store/repositories.ts';
import { join } from 'node:path';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../../../../src/catalog/loader.ts';
import type { CatalogEntry } from '../../../../../../src/catalog/types.ts';
import { handler as jwtCreate } from '../../../../../../src/server/embedded/handlers/devtools/jwt-create.ts';
import { EmbeddedState } from '../../../../../../src/server/embedded/state.ts';
import { startEmbeddedServer } from '../../../../../helpers/embedded-api.ts';

const key = 'kunci-devtools';
const server = startEmbeddedServer({ apikey: key, token: 'token-devtools', limit: 10_000 });

/** A multipart body as a browser would send it: Response encodes FormData with its boundary. */
async function multipart(fields: [string, string][]): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type') ?? '' } };
}

const post = (path: string, payload: object) => server.app.inject({ method: 'POST', url: `/api/proxy/tools/${path}?apikey=${key}`, payload });

describe('API bawaan: JWT', () => {
  it('membuat JWT HS256 dengan field kustom dan masa berlaku 7d', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/proxy/tools/jwt-create?apikey=${key}`,
      ...(await multipart([['expiresIn', '7d'], ['userId', '12345'], ['role', 'admin']])),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { status: boolean; token: string };
    expect(body.status).toBe(true);
    expect(decodeProtectedHeader(body.token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({ userId: '12345', role: 'admin' });
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 3600);
    expect(claims.iat).toBeGreaterThanOrEqual(before);
  });

  it('expiresIn 1h memberi masa berlaku satu jam', async () => {
    const res = await server.app.inject({ method: 'POST', url: `/api/proxy/tools/jwt-create?apikey=${key}`, ...(await multipart([['expiresIn', '1h'], ['nama', 'Budi']])) });
    expect(res.statusCode).toBe(200);
    const claims = decodeJwt((res.json() as { token: string }).token);
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.nama).toBe('Budi');
  });

  it('menolak lebih dari 10 field payload dengan pesan spesifikasi', async () => {
    const fields: [string, string][] = [['expiresIn', '30m'], ...Array.from({ length: 11 }, (_, i): [string, string] => [`k${i}`, `v${i}`])];
    const res = await server.app.inject({ method: 'POST', url: `/api/proxy/tools/jwt-create?apikey=${key}`, ...(await multipart(fields)) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'Anda hanya dapat menambahkan maksimal 10 payload field.' });
  });

  it('field payload kosong tetap dihitung terhadap batas yang dinyatakan dokumen (maxProperties)', async () => {
    const ten = Array.from({ length: 10 }, (_, i): [string, string] => [`k${i}`, `v${i}`]);
    const fits = await server.app.inject({ method: 'POST', url: `/api/proxy/tools/jwt-create?apikey=${key}`, ...(await multipart([['expiresIn', '30m'], ...ten])) });
    expect(fits.statusCode).toBe(200);
    const over = await server.app.inject({ method: 'POST', url: `/api/proxy/tools/jwt-create?apikey=${key}`, ...(await multipart([['expiresIn', '30m'], ...ten, ['kosong', '']])) });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ status: false, message: 'Anda hanya dapat menambahkan maksimal 10 payload field.' });
  });

  it('mengambil batas dan pesan x-pairs dari entri katalog, bukan dari kodenya', async () => {
    const catalogEntry = loadCatalog(join(__dirname, '..', '..', '..', '..', '..', '..', 'catalog')).catalog.groups.flatMap((g) => g.entries).find((e) => e.handler === 'jwt-create');
    expect(catalogEntry).toBeDefined();
    const { payload, ...others } = catalogEntry!.schema.properties!;
    const entry: CatalogEntry = {
      ...catalogEntry!,
      schema: { ...catalogEntry!.schema, properties: { ...others, payload: { ...payload, 'x-pairs': { max: 2, message: 'Paling banyak 2 field.' } } } },
    };
    const context = { entry, files: {}, account: {} as Account, store: {} as Repositories, client: { ip: '127.0.0.1', userAgent: null, origin: 'http://127.0.0.1' }, log: pino({ level: 'silent' }), state: new EmbeddedState(), example: () => Promise.reject(new Error('no example')) };
    const over = await jwtCreate({ ...context, inputs: { expiresIn: '1h', a: '1', b: '2', c: '3' } });
    expect(over).toEqual({ status: 400, json: { status: false, message: 'Paling banyak 2 field.' } });
    const fits = await jwtCreate({ ...context, inputs: { expiresIn: '1h', a: '1', payload: [{ key: 'b', value: '2' }] } });
    expect(fits.status).toBeUndefined();
  });

  it('menerima payload sebagai daftar JSON dan melewati pasangan kosong', async () => {
    const res = await post('jwt-create', { expiresIn: '30m', payload: [{ key: 'a', value: '1' }, { key: '', value: 'x' }, { key: 'b', value: '' }] });
    expect(res.statusCode).toBe(200);
    const claims = decodeJwt((res.json() as { token: string }).token);
    expect(claims.a).toBe('1');
    expect(Object.keys(claims).sort()).toEqual(['a', 'exp', 'iat']);
    expect(claims.exp! - claims.iat!).toBe(1800);
  });

  it('expiresIn yang tidak terbaca menjawab pesan format', async () => {
    const res = await post('jwt-create', { expiresIn: 'besok' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Format expiresIn tidak valid. Contoh: 1h, 7d, 30m.');
  });

  it('mendekode token buatan JWT Creator: header dan payload terpisah', async () => {
    const made = await server.app.inject({ method: 'POST', url: `/api/proxy/tools/jwt-create?apikey=${key}`, ...(await multipart([['expiresIn', '1h'], ['userId', '42']])) });
    const { token } = made.json() as { token: string };
    const res = await post('jwt-decode', { jwt: token });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { status: boolean; header: unknown; payload: Record<string, unknown> };
    expect(body.status).toBe(true);
    expect(body.header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(body.payload.userId).toBe('42');
  });

  it('token rusak menjawab pesan cadangan spesifikasi', async () => {
    const res = await post('jwt-decode', { jwt: 'bukan.sebuah.jwt' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'Gagal mendekode JWT atau format respons salah.' });
  });

  it('token kosong menjawab pesan wajib', async () => {
    const res = await post('jwt-decode', { jwt: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('JWT Token tidak boleh kosong.');
  });

  it('expiresIn kosong atau tidak dikirim menjawab pesan wajib spesifikasi', async () => {
    const empty = await server.app.inject({ method: 'POST', url: `/api/proxy/tools/jwt-create?apikey=${key}`, ...(await multipart([['expiresIn', ''], ['a', '1']])) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ status: false, message: "Kolom 'expiresIn' tidak boleh kosong." });
    const missing = await server.app.inject({ method: 'POST', url: `/api/proxy/tools/jwt-create?apikey=${key}`, ...(await multipart([['a', '1']])) });
    expect(missing.json().message).toBe("Kolom 'expiresIn' tidak boleh kosong.");
  });
});

describe('API bawaan: obfuscator dan IP', () => {
  it('obfuscate menjawab kode yang tetap berjalan sama', async () => {
    const code = "function sapa(nama) { return 'Halo, ' + nama + '!'; } globalThis.hasil = sapa('Budi');";
    const res = await post('obfuscate', { code });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { status: boolean; obfuscatedCode: { code: string } };
    expect(body.status).toBe(true);
    expect(body.obfuscatedCode.code).not.toContain("'Halo, ' + nama");
    const scope: { hasil?: string } = {};
    new Function('globalThis', body.obfuscatedCode.code)(scope);
    expect(scope.hasil).toBe('Halo, Budi!');
  });

  it('obfuscate kode yang tidak valid menjawab pesan cadangan', async () => {
    const res = await post('obfuscate', { code: 'function (' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'Gagal melakukan obfuscate.' });
  });

  it('obfuscate kode kosong menjawab pesan wajib', async () => {
    const res = await post('obfuscate', { code: '' });
    expect(res.json().message).toBe('Kode tidak boleh kosong.');
  });

  it('IP menjawab alamat pemanggil', async () => {
    const res = await server.app.inject({ method: 'GET', url: `/api/proxy/tools/ip?apikey=${key}`, remoteAddress: '203.0.113.7', headers: { 'user-agent': 'uji/1.0' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, ip: '203.0.113.7', versi: 'IPv4', jangkauan: 'publik', userAgent: 'uji/1.0' });
  });

  it('IP loopback dikenali', async () => {
    const res = await server.app.inject({ method: 'GET', url: `/api/proxy/tools/ip?apikey=${key}`, remoteAddress: '127.0.0.1' });
    expect(res.json()).toMatchObject({ ip: '127.0.0.1', jangkauan: 'loopback' });
  });
});

describe('API bawaan: codesnap dan SQL digambar dari permintaan', () => {
  it('codesnap menjawab PNG asli bergambar kode contoh', async () => {
    const form = await multipart([['code', "console.log('x');"]]);
    const res = await server.app.inject({ method: 'POST', url: `/api/proxy/tools/codesnap?apikey=${key}&blur=5px`, ...form });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(PNG.sync.read(res.rawPayload).width).toBeGreaterThanOrEqual(400);
  });

  it('codesnap tanpa kode menjawab pesan wajib', async () => {
    const res = await server.app.inject({ method: 'POST', url: `/api/proxy/tools/codesnap?apikey=${key}`, ...(await multipart([['code', '']])) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Kode tidak boleh kosong.');
  });

  it('SQL menjawab PNG asli, dan SQL kosong menjawab pesan wajib', async () => {
    const res = await post('sql', { sql: 'CREATE TABLE a (id INT PRIMARY KEY);' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    // One table with one column: a single box on the diagram's margin.
    expect(PNG.sync.read(res.rawPayload).width).toBeGreaterThanOrEqual(200);
    const empty = await post('sql', { sql: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Kode SQL tidak boleh kosong.');
  });
});

describe('API bawaan: kunci JSON __proto__ dan JSON yang terlalu dalam', () => {
  const refused = { status: false, message: 'Body JSON tidak boleh memuat kunci __proto__ atau constructor.prototype.' };
  const jwtPart = (json: string) => Buffer.from(json).toString('base64url');

  it('body dengan __proto__ atau constructor.prototype ditolak 400, bukan dibuang diam-diam', async () => {
    for (const payload of [
      '{"jwt":"eyJhbGciOiJIUzI1NiJ9.eyJhIjoiMSJ9.x","__proto__":{"admin":true}}',
      '{"jwt":"eyJhbGciOiJIUzI1NiJ9.eyJhIjoiMSJ9.x","constructor":{"prototype":{"admin":true}}}',
    ]) {
      const res = await server.app.inject({ method: 'POST', url: `/api/proxy/tools/jwt-decode?apikey=${key}`, headers: { 'content-type': 'application/json' }, payload });
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: refused });
    }
  });

  it('JWT yang payload-nya memuat __proto__ atau bersarang terlalu dalam ditolak dengan pesannya', async () => {
    const poisoned = await post('jwt-decode', { jwt: `${jwtPart('{"alg":"HS256"}')}.${jwtPart('{"__proto__":{"admin":true}}')}.x` });
    expect({ status: poisoned.statusCode, body: poisoned.json() }).toEqual({ status: 400, body: { status: false, message: 'JSON tidak boleh memuat kunci __proto__ atau constructor.prototype.' } });
    const deep = await post('jwt-decode', { jwt: `${jwtPart('{"alg":"HS256"}')}.${jwtPart(`{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`)}.x` });
    expect({ status: deep.statusCode, body: deep.json() }).toEqual({ status: 400, body: { status: false, message: 'JSON terlalu dalam: maksimal 64 tingkat bersarang.' } });
    const fine = await post('jwt-decode', { jwt: `${jwtPart('{"alg":"HS256"}')}.${jwtPart('{"a":"1"}')}.x` });
    expect(fine.json()).toEqual({ status: true, header: { alg: 'HS256' }, payload: { a: '1' } });
  });

  it('JSON Fixer menolak teks yang bersarang terlalu dalam atau memuat __proto__, dan tetap memperbaiki yang wajar', async () => {
    const deep = await post('fix-json', { code: `${'['.repeat(50_000)}1` });
    expect({ status: deep.statusCode, body: deep.json() }).toEqual({ status: 400, body: { status: false, message: 'JSON terlalu dalam: maksimal 64 tingkat bersarang.' } });
    const poisoned = await post('fix-json', { code: "{'constructor': {'prototype': {'admin': true}},}" });
    expect({ status: poisoned.statusCode, body: poisoned.json() }).toEqual({ status: 400, body: { status: false, message: 'JSON tidak boleh memuat kunci __proto__ atau constructor.prototype.' } });
    const repaired = await post('fix-json', { code: `${'['.repeat(64)}1` });
    expect(repaired.statusCode).toBe(200);
  });
});
