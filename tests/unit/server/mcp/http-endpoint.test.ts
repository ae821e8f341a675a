import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult, TextResourceContents } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogDir, loadCatalog } from '../../../../src/catalog/loader.ts';
import { accountTools } from '../../../../src/mcp/account-tools.ts';
import { mcpMessages } from '../../../../src/server/mcp/http-endpoint.ts';
import { portalServer, projectRoot } from '../../../helpers/embedded-api.ts';

const demo = { apikey: 'kunci-mcp-http', token: 'token-mcp-http', limit: 1000 };
const { catalog } = loadCatalog(catalogDir(projectRoot));
const pngSignature = '89504e470d0a1a0a';
/** Calls per minute per key: low enough for one account to reach it, high enough for the demo's calls. */
const apiLimit = 12;

let app: FastifyInstance;
let base: string;
const clients: Client[] = [];

async function connect(apikey: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', base), { requestInit: { headers: { Authorization: `Bearer ${apikey}` } } });
  const client = new Client({ name: 'uji-http', version: '1' });
  await client.connect(transport);
  clients.push(client);
  return client;
}

const call = async (client: Client, name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as CallToolResult;
const textOf = (result: CallToolResult) => (result.content[0] as { text: string }).text;

async function totalreq(apikey: string, token: string): Promise<number> {
  const res = await fetch(new URL(`/api/proxy/profile?apikey=${apikey}`, base), { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { totalreq: number } }).data.totalreq;
}

async function signUp(username: string): Promise<{ apikey: string; token: string }> {
  const res = await fetch(new URL('/api/auth/register', base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ nama: 'Agen Uji', username, password: 'rahasia-sekali' }),
  });
  return ((await res.json()) as { data: { apikey: string; token: string } }).data;
}

interface LogItem {
  entry: string;
  status: number;
  client: string;
}

/** The account's request log once it holds `count` calls (the log is written in batches, off the answer's path). */
async function waitForLog(token: string, count: number): Promise<LogItem[]> {
  for (let tries = 0; ; tries += 1) {
    const res = await fetch(new URL('/api/account/requests?limit=10', base), { headers: { Authorization: `Bearer ${token}` } });
    const items = ((await res.json()) as { data: { items: LogItem[] } }).data.items;
    if (items.length >= count || tries >= 40) return items;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const postMcp = (headers: Record<string, string>, body: unknown) =>
  fetch(new URL('/mcp', base), { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers }, body: JSON.stringify(body) });

beforeAll(async () => {
  app = await portalServer({ demo, distDir: null, rateLimits: { login: 0, register: 0, images: 0, api: apiLimit } });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const client of clients) await client.close();
  await app.close();
});

describe('/mcp: MCP lewat HTTP dengan API key pengembang', () => {
  it('menolak tanpa API key dan dengan API key yang salah: 401 dengan pesan Indonesia', async () => {
    const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'uji', version: '1' } } };
    const missing = await postMcp({}, initialize);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await missing.json()).toEqual({ status: false, message: mcpMessages.keyMissing });
    const wrong = await postMcp({ Authorization: 'Bearer kunci-karangan' }, initialize);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ status: false, message: 'API Key tidak valid. Silakan logout dan login kembali.' });
    // The SDK's client surfaces the portal's own message.
    await expect(connect('kunci-karangan')).rejects.toThrow('API Key tidak valid. Silakan logout dan login kembali.');
  });

  it('GET /mcp tanpa sesi: 405 dengan Allow: POST dan pesan Indonesia, bukan halaman portal', async () => {
    const res = await fetch(new URL('/mcp', base), { headers: { Accept: 'text/event-stream', Authorization: `Bearer ${demo.apikey}` } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(await res.json()).toEqual({ status: false, message: mcpMessages.postOnly });
    expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
  });

  it('permintaan yang rusak dijawab dengan pesan Indonesia, tidak pernah 500', async () => {
    const auth = { Authorization: `Bearer ${demo.apikey}` };
    const broken = await fetch(new URL('/mcp', base), { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' }, body: '{rusak' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ status: false, message: 'Body JSON tidak valid.' });
    const list = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    const noAccept = await fetch(new URL('/mcp', base), { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify(list) });
    expect(noAccept.status).toBe(406);
    expect(await noAccept.json()).toMatchObject({ jsonrpc: '2.0', error: { message: 'Header Accept harus memuat application/json dan text/event-stream.' } });
    const notJson = await postMcp({ ...auth, 'Content-Type': 'text/plain' }, list);
    expect(notJson.status).toBe(415);
    expect(await notJson.json()).toMatchObject({ error: { message: 'Content-Type harus application/json.' } });
    const notRpc = await postMcp(auth, { halo: 'dunia' });
    expect(notRpc.status).toBe(400);
    expect(await notRpc.json()).toMatchObject({ error: { message: 'Permintaan MCP tidak valid: kirim pesan JSON-RPC 2.0.' } });
  });

  it('mendaftar setiap entri yang bisa dicoba sebagai tool, ditambah pencarian; jawaban besar terkompresi tetap terbaca', async () => {
    const client = await connect(demo.apikey);
    const { tools } = await client.listTools();
    const tryable = catalog.groups.flatMap((g) => g.entries).filter((e) => e.tryable).map((e) => e.id);
    expect(tools.length).toBeGreaterThanOrEqual(40);
    expect(tools.map((t) => t.name).sort()).toEqual([...tryable, 'cari-endpoint', ...accountTools.map((t) => t.name)].sort());
    const raw = await postMcp({ Authorization: `Bearer ${demo.apikey}`, 'Accept-Encoding': 'br', 'Mcp-Protocol-Version': '2025-06-18' }, { jsonrpc: '2.0', id: 2, method: 'tools/list' });
    expect(raw.headers.get('content-type')).toMatch(/^application\/json/);
    expect(raw.headers.get('content-encoding')).toBe('br');
    expect(((await raw.json()) as { result: { tools: unknown[] } }).result.tools).toHaveLength(tools.length);
  });

  it('brat menjawab gambar PNG, dan totalreq di profil naik satu per panggilan', async () => {
    const client = await connect(demo.apikey);
    const before = await totalreq(demo.apikey, demo.token);
    const result = await call(client, 'brat', { text: 'halo dari agen' });
    expect(result.isError).toBeFalsy();
    expect(result.content[0]).toMatchObject({ type: 'image', mimeType: 'image/png' });
    expect(Buffer.from((result.content[0] as { data: string }).data, 'base64').subarray(0, 8).toString('hex')).toBe(pngSignature);
    expect(await totalreq(demo.apikey, demo.token)).toBe(before + 1);
    await call(client, 'qrcode', { url: 'https://example.com' });
    expect(await totalreq(demo.apikey, demo.token)).toBe(before + 2);
    // Both calls are in that key's request log, named as the MCP client's, newest first.
    const logged = await waitForLog(demo.token, 2);
    expect(logged.slice(0, 2).map((item) => [item.entry, item.status, item.client])).toEqual([
      ['qrcode', 200, 'mcp'],
      ['brat', 200, 'mcp'],
    ]);
  });

  it('teks kosong dijawab "Teks tidak boleh kosong." sebagai hasil galat, tanpa memakai kuota', async () => {
    const client = await connect(demo.apikey);
    const before = await totalreq(demo.apikey, demo.token);
    const result = await call(client, 'brat', { text: '' });
    expect(result).toEqual({ isError: true, content: [{ type: 'text', text: 'Teks tidak boleh kosong.' }] });
    expect(await totalreq(demo.apikey, demo.token)).toBe(before);
  });

  it('memakai kunci akun yang baru mendaftar: dihitung pada kuota akun itu dan dibatasi per menit seperti Coba', async () => {
    const account = await signUp('agen_mcp');
    const client = await connect(account.apikey);
    for (let i = 0; i < apiLimit; i++) expect((await call(client, 'qrcode', { url: `https://example.com/${i}` })).isError).toBeFalsy();
    expect(await totalreq(account.apikey, account.token)).toBe(apiLimit);
    const refused = await call(client, 'qrcode', { url: 'https://example.com/lagi' });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/^Terlalu banyak permintaan\. Silakan coba lagi dalam \d+ detik\.$/);
  });

  it('setiap panduan entri adalah resource; panduan QR code memuat parameternya', async () => {
    const client = await connect(demo.apikey);
    const { resources } = await client.listResources();
    const uris = new Set(resources.map((r) => r.uri));
    for (const entry of catalog.groups.flatMap((g) => g.entries)) expect(uris.has(`portal://docs/${entry.group}/${entry.id}`), entry.id).toBe(true);
    expect(uris.has('portal://docs/llms.txt')).toBe(true);
    const { contents } = await client.readResource({ uri: 'portal://docs/tools/qrcode' });
    const guide = (contents[0] as TextResourceContents).text;
    expect(contents[0].mimeType).toBe('text/markdown');
    for (const input of ['url', 'width', 'ecl', 'colorDark', 'colorLight']) expect(guide).toMatch(new RegExp(`^\\| ${input} \\|`, 'm'));
    expect(guide).toContain('URL atau teks');
    await expect(client.readResource({ uri: 'portal://docs/tools/tidak-ada' })).rejects.toThrow('Panduan tidak ditemukan.');
  });

  it('tool cari-endpoint menemukan entri dengan kata Indonesia', async () => {
    const client = await connect(demo.apikey);
    const found = JSON.parse(textOf(await call(client, 'cari-endpoint', { query: 'guncangan' }))) as { tool: string; guide: string }[];
    expect(found[0]).toMatchObject({ tool: expect.any(String), guide: expect.stringMatching(/^portal:\/\/docs\/gempa\//) });
    const weather = JSON.parse(textOf(await call(client, 'cari-endpoint', { query: 'kelembapan' }))) as { guide: string }[];
    expect(weather.map((h) => h.guide)).toContain('portal://docs/cuaca/cuaca');
    expect(await call(client, 'cari-endpoint', { query: '  ' })).toEqual({ isError: true, content: [{ type: 'text', text: 'Kata kunci pencarian tidak boleh kosong.' }] });
    expect(textOf(await call(client, 'cari-endpoint', { query: 'zzqxv' }))).toBe('Tidak ada endpoint yang cocok.');
  });
});
