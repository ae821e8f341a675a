import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../src/catalog/messages.ts';
import { accountTools } from '../../../../src/mcp/account-tools.ts';
import { mcpMessages } from '../../../../src/server/mcp/http-endpoint.ts';
import { portalServer } from '../../../helpers/embedded-api.ts';

const key = { apikey: 'kunci-hulu-mcp', token: 'token-hulu-mcp' };
let upstream: FastifyInstance;
let portal: FastifyInstance;
let base: string;
/** What reached the upstream: the path and the client the portal named. */
const seen: { path: string; client: string | undefined }[] = [];

const connect = async (apikey: string) => {
  const client = new Client({ name: 'uji-hulu', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', base), { requestInit: { headers: { Authorization: `Bearer ${apikey}` } } }));
  return client;
};

beforeAll(async () => {
  upstream = await portalServer({ demo: key, distDir: null });
  upstream.addHook('onRequest', async (request) => {
    seen.push({ path: request.url.split('?')[0], client: request.headers['x-portal-client'] as string | undefined });
  });
  const upstreamUrl = await upstream.listen({ host: '127.0.0.1', port: 0 });
  portal = await portalServer({ upstreamUrl, upstreamTimeoutMs: 5_000, distDir: null, rateLimits: { login: 0, images: 0, api: 2 } });
  base = await portal.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await portal.close();
  await upstream.close();
});

describe('/mcp dengan API_UPSTREAM', () => {
  it('meneruskan panggilan tool ke API hulu lewat /api portal, dengan kunci pengembang dan klien mcp', async () => {
    const client = await connect(key.apikey);
    const result = (await client.callTool({ name: 'qrcode', arguments: { url: 'https://example.com' } })) as CallToolResult;
    expect(result.content[0]).toMatchObject({ type: 'image', mimeType: 'image/png' });
    expect(seen.at(-1)).toEqual({ path: '/api/proxy/tools/qrcode', client: 'mcp' });
    // The portal's own limit per key applies before the upstream is asked.
    await client.callTool({ name: 'qrcode', arguments: { url: 'https://example.com/2' } });
    const limited = (await client.callTool({ name: 'qrcode', arguments: { url: 'https://example.com/3' } })) as CallToolResult;
    expect(limited.isError).toBe(true);
    expect((limited.content[0] as { text: string }).text).toMatch(/^Terlalu banyak permintaan\./);
    await client.close();
  });

  it('tanpa akun di portal, tool akun tidak ditawarkan dan tidak dapat dipanggil', async () => {
    const client = await connect(key.apikey);
    const names = (await client.listTools()).tools.map((t) => t.name);
    expect(names).toContain('qrcode');
    for (const tool of accountTools) expect(names).not.toContain(tool.name);
    expect(await client.callTool({ name: 'log-pengiriman-webhook', arguments: {} })).toEqual({ isError: true, content: [{ type: 'text', text: messages.featureNotFound }] });
    await client.close();
  });

  it('kunci yang tidak dikenal hulu: pesan hulu sebagai hasil galat; tanpa kunci: 401 dari portal', async () => {
    const client = await connect('kunci-karangan');
    const refused = (await client.callTool({ name: 'qrcode', arguments: { url: 'https://example.com' } })) as CallToolResult;
    expect(refused).toEqual({ isError: true, content: [{ type: 'text', text: 'API Key tidak valid. Silakan logout dan login kembali.' }] });
    await client.close();
    const missing = await fetch(new URL('/mcp', base), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ status: false, message: mcpMessages.keyMissing });
  });
});
