import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogDir, loadCatalog } from '../../../src/catalog/loader.ts';
import { connectApi, type ConnectedApi } from '../../../src/server/mcp-stdio-api.ts';
import { createPortalMcpServer } from '../../../src/mcp/server.ts';
import { createPortalToolset } from '../../../src/mcp/toolset.ts';
import { createEntryValidator } from '../../../src/server/embedded/validate.ts';
import { accountTools } from '../../../src/mcp/account-tools.ts';
import { deliveryMessages } from '../../../src/catalog/reminder-messages.ts';

import { portalServer, projectRoot } from '../../helpers/embedded-api.ts';

const { catalog } = loadCatalog(catalogDir(projectRoot));
const toolset = createPortalToolset(catalog, createEntryValidator());
const demo = { apikey: 'kunci-mcp', token: 'token-mcp' };
const pngSignature = '89504e470d0a1a0a';

/** A client talking to the portal's MCP server over an in-memory pair of transports. */
async function connectClient(connected: ConnectedApi): Promise<Client> {
  const server = createPortalMcpServer({ toolset, api: connected.api, apiKey: connected.apiKey, info: { name: 'portal-api', version: 'uji' }, account: connected.account });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'uji', version: '1' });
  await client.connect(clientSide);
  return client;
}

const call = async (client: Client, name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as CallToolResult;
const textOf = (result: CallToolResult) => (result.content[0] as { text: string }).text;

describe('server MCP dengan API bawaan', () => {
  let connected: ConnectedApi;
  let client: Client;
  beforeAll(async () => {
    connected = await connectApi({ demo, upstreamTimeoutMs: 30_000, offline: true, store: { kind: 'memory' } }, undefined);
    client = await connectClient(connected);
  });
  afterAll(async () => {
    await client.close();
    await connected.close();
  });

  it('mendaftar setiap entri yang bisa dicoba sebagai tool, dengan judul, ringkasan dan skema inputnya', async () => {
    const { tools } = await client.listTools();
    const tryable = catalog.groups.flatMap((g) => g.entries).filter((e) => e.tryable).map((e) => e.id);
    // The key's own account as tools, as /mcp offers them (scripts/mcp.ts passes the same door).
    expect(tools.map((t) => t.name).sort()).toEqual([...tryable, 'cari-endpoint', ...accountTools.map((t) => t.name)].sort());
    const qrcode = tools.find((t) => t.name === 'qrcode');
    expect(qrcode?.description).toBe('QR Code Generator: Membuat gambar QR code (PNG) dari URL atau teks.');
    expect(qrcode?.inputSchema).toMatchObject({
      type: 'object',
      required: ['url'],
      properties: {
        url: { type: 'string', minLength: 1, title: 'URL atau teks' },
        ecl: { default: 'M', anyOf: expect.arrayContaining([{ type: 'string', enum: ['L', 'M', 'Q', 'H'] }]) },
      },
    });
    expect(JSON.stringify(qrcode?.inputSchema)).not.toMatch(/"x-|errorMessage/);
    // A file input is a name and base64 content.
    const decode = tools.find((t) => t.name === 'decode-qrcode');
    expect(decode?.inputSchema.properties?.image).toMatchObject({ type: 'object', required: ['name', 'data'] });
  });

  it('menolak url kosong dengan pesan katalog, tanpa memanggil API', async () => {
    const counted = async () => ((await connected.api({ method: 'GET', url: '/api/proxy/profile?apikey=kunci-mcp', headers: { authorization: 'Bearer token-mcp' } }, '')) as { data: { data: { totalreq: number } } }).data.data.totalreq;
    const before = await counted();
    const result = await call(client, 'qrcode', { url: '' });
    expect(result).toEqual({ isError: true, content: [{ type: 'text', text: 'URL atau teks tidak boleh kosong.' }] });
    expect(await counted()).toBe(before);
  });

  it('menjawab QR code sebagai konten gambar image/png', async () => {
    const result = await call(client, 'qrcode', { url: 'https://example.com', width: 5000 });
    expect(result.isError).toBeFalsy();
    const [image] = result.content;
    expect(image).toMatchObject({ type: 'image', mimeType: 'image/png' });
    const bytes = Buffer.from((image as { data: string }).data, 'base64');
    expect(bytes.subarray(0, 8).toString('hex')).toBe(pngSignature);
    // The width was clamped to 1000 as the form would, not refused.
    expect(bytes.readUInt32BE(16)).toBeLessThanOrEqual(1000);
  });

  it('mengirim file base64 sebagai multipart: QR yang baru dibuat terbaca kembali', async () => {
    const made = await call(client, 'qrcode', { url: 'https://portal.example/mcp' });
    const png = (made.content[0] as { data: string }).data;
    const read = await call(client, 'decode-qrcode', { image: { name: 'qr.png', type: 'image/png', data: png } });
    expect(read.isError).toBeFalsy();
    expect(JSON.parse((read.content[0] as { text: string }).text)).toMatchObject({ result: 'https://portal.example/mcp' });
    const wrong = await call(client, 'decode-qrcode', { image: { name: 'catatan.txt', type: 'text/plain', data: Buffer.from('halo').toString('base64') } });
    expect(wrong).toMatchObject({ isError: true, content: [{ type: 'text', text: 'File yang dipilih bukan gambar.' }] });
    const missing = await call(client, 'decode-qrcode', {});
    expect(missing.content).toEqual([{ type: 'text', text: 'Silakan pilih gambar QR Code terlebih dahulu.' }]);
  });

  it('menjawab tool yang tidak ada dengan pesan Indonesia', async () => {
    const result = await call(client, 'tidak-ada', {});
    expect(result).toEqual({ isError: true, content: [{ type: 'text', text: 'Fitur tidak ditemukan.' }] });
  });

  it("tool akun bekerja untuk pemilik kuncinya: 'kirim-uji-webhook' tiba di kanal uji dan tercatat di 'log-pengiriman-webhook'", async () => {
    const asDemo = { authorization: 'Bearer token-mcp' };
    const channel = (await connected.api({ method: 'GET', url: '/api/account/test-channel', headers: asDemo }, '')) as { data: { data: { url: string } } };
    const subscribed = (await connected.api(
      { method: 'POST', url: '/api/proxy/reminders/webhook/sholat?apikey=kunci-mcp', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ webhookUrl: channel.data.data.url, kota: 'Jakarta' }) },
      '',
    )) as { data: { data: { id: string } } };
    const webhooks = JSON.parse(textOf(await call(client, 'webhook-saya', {}))) as { data: { id: string; kind: string }[] };
    expect(webhooks.data.map((w) => [w.id, w.kind])).toEqual([[subscribed.data.data.id, 'sholat']]);

    const tested = JSON.parse(textOf(await call(client, 'kirim-uji-webhook', { subscriptionId: subscribed.data.data.id }))) as { message: string; data: { id: string; status: number } };
    expect(tested).toMatchObject({ message: deliveryMessages.tested, data: { status: 200 } });
    const log = JSON.parse(textOf(await call(client, 'log-pengiriman-webhook', {}))) as { data: { id: string }[] };
    expect(log.data.map((a) => a.id)).toEqual([tested.data.id]);
    const inbox = (await connected.api({ method: 'GET', url: '/api/account/test-channel/messages', headers: asDemo }, '')) as { data: { data: { signatureValid: boolean }[] } };
    expect(inbox.data.data.map((m) => m.signatureValid)).toEqual([true]);
  });
});

describe('server MCP dengan API_UPSTREAM', () => {
  let upstream: FastifyInstance;
  let connected: ConnectedApi;
  let client: Client;
  beforeAll(async () => {
    upstream = await portalServer({ demo: { apikey: 'kunci-hulu', token: 'token-hulu' }, distDir: null });
    const address = await upstream.listen({ host: '127.0.0.1', port: 0 });
    connected = await connectApi({ demo, upstreamUrl: address, upstreamTimeoutMs: 5_000, offline: true, store: { kind: 'memory' } }, 'kunci-hulu');
    client = await connectClient(connected);
  });
  afterAll(async () => {
    await client.close();
    await upstream.close();
  });

  it('memanggil API lewat HTTP dengan kunci dari PORTAL_APIKEY', async () => {
    // The upstream's accounts are its own: no account tools over it.
    expect((await client.listTools()).tools.map((t) => t.name)).not.toContain('webhook-saya');
    const result = await call(client, 'qrcode', { url: 'https://example.com' });
    expect(result.content[0]).toMatchObject({ type: 'image', mimeType: 'image/png' });
  });

  it('meneruskan pesan API bila kuncinya ditolak', async () => {
    const wrongKey = await connectClient({ ...connected, apiKey: 'kunci-salah' });
    const result = await call(wrongKey, 'qrcode', { url: 'https://example.com' });
    expect(result).toEqual({ isError: true, content: [{ type: 'text', text: 'API Key tidak valid. Silakan logout dan login kembali.' }] });
    await wrongKey.close();
  });

  it('menolak berjalan tanpa PORTAL_APIKEY', async () => {
    await expect(connectApi({ demo, upstreamUrl: 'http://127.0.0.1:9', upstreamTimeoutMs: 1_000, offline: true, store: { kind: 'memory' } }, undefined)).rejects.toThrow(
      'PORTAL_APIKEY wajib diisi bila API_UPSTREAM dipakai.',
    );
  });
});
