/** The MCP tools of the key's own account: the same answers as the account API behind the profile, for the account the key belongs to. */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Changelog } from '../../../../src/catalog/changes/changelog.ts';
import { accountMessages } from '../../../../src/server/common/messages.ts';
import { deliveryMessages } from '../../../../src/catalog/reminder-messages.ts';
import { accountTools } from '../../../../src/mcp/account-tools.ts';
import { catalogWithChangelog } from '../../../helpers/changelog-catalog.ts';
import { portalServer } from '../../../helpers/embedded-api.ts';

const changelog: Changelog = {
  releases: [
    {
      version: '2.0.0',
      date: '2026-11-29',
      changes: [
        { kind: 'breaking', operation: 'POST /tools/qrcode', entry: 'qrcode', group: 'tools', input: 'width', message: 'Input `width` kini wajib diisi.', effect: { kind: 'input-required', input: 'width' } },
        { kind: 'breaking', operation: 'GET /features/cuaca', entry: 'cuaca', group: 'cuaca', message: 'Endpoint GET /features/cuaca dihapus.', effect: { kind: 'entry-removed' } },
      ],
    },
  ],
};
const catalog = catalogWithChangelog(changelog);

let app: FastifyInstance;
let base: string;
const clients: Client[] = [];
beforeAll(async () => {
  app = await portalServer({ distDir: null, catalogRoot: catalog.root, demo: { apikey: 'kunci-demo-akun', token: 'token-demo-akun' } });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const client of clients) await client.close();
  await app.close();
  catalog.remove();
});

async function connect(apikey: string): Promise<Client> {
  const client = new Client({ name: 'uji-akun', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', base), { requestInit: { headers: { Authorization: `Bearer ${apikey}` } } }));
  clients.push(client);
  return client;
}
const call = async (client: Client, name: string, args: Record<string, unknown> = {}) => (await client.callTool({ name, arguments: args })) as CallToolResult;
const textOf = (result: CallToolResult) => (result.content[0] as { text: string }).text;
const jsonOf = <T>(result: CallToolResult) => JSON.parse(textOf(result)) as { status: boolean; message: string; data: T };

const register = async (username: string) => {
  const res = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ nama: username, username, password: 'rahasia-panjang' }) });
  return ((await res.json()) as { data: { apikey: string; token: string } }).data;
};
const account = async <T>(token: string, path: string, init: { method?: string; body?: unknown } = {}) => {
  const res = await fetch(`${base}${path}`, { method: init.method ?? 'GET', headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) }, body: init.body ? JSON.stringify(init.body) : undefined });
  return (await res.json()) as { status: boolean; message: string; data: T };
};
const proxy = async (apikey: string, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${base}/api/proxy/${path}${path.includes('?') ? '&' : '?'}apikey=${apikey}`, { method, ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}) });
  // Only the webhook's answer is read; a QR code answers a picture.
  return (res.headers.get('content-type')?.startsWith('application/json') ? res.json() : res.arrayBuffer().then(() => ({ data: { id: '' } }))) as Promise<{ data: { id: string } }>;
};
const totalreq = async (dev: { apikey: string; token: string }) => (await account<{ totalreq: number }>(dev.token, `/api/proxy/profile?apikey=${dev.apikey}`)).data.totalreq;

interface Attempt {
  id: string;
  webhookId: string;
  kind: string;
  event: string;
  status: number | null;
}

describe('MCP: tool akun pemilik API key', () => {
  it('ikut terdaftar bersama tool entri, dengan nama yang tidak bertabrakan', async () => {
    const dev = await register('agen.daftar');
    const { tools } = await (await connect(dev.apikey)).listTools();
    const names = tools.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['perubahan-untuk-anda', 'webhook-saya', 'log-pengiriman-webhook', 'kirim-ulang-webhook', 'kirim-uji-webhook']));
    expect(new Set(names).size).toBe(names.length);
    expect(names.slice(-accountTools.length)).toEqual(accountTools.map((t) => t.name));
  });

  it("'perubahan-untuk-anda' menjawab angka yang sama dengan GET /api/account/changes untuk akun itu, tanpa memakai kuota", async () => {
    const sari = await register('agen.sari');
    const budi = await register('agen.budi');
    await proxy(sari.apikey, 'POST', 'tools/qrcode?url=halo');
    await proxy(sari.apikey, 'POST', 'tools/qrcode?url=halo&width=300');
    await proxy(sari.apikey, 'GET', 'features/cuaca?kota=Bandung');
    await proxy(budi.apikey, 'GET', 'features/cuaca?kota=Medan');

    const before = await totalreq(sari);
    const result = await call(await connect(sari.apikey), 'perubahan-untuk-anda');
    expect(result.isError).toBeFalsy();
    const viaMcp = jsonOf<{ since: string; items: unknown[] }>(result);
    const viaApi = await account<{ since: string; items: unknown[] }>(sari.token, '/api/account/changes');
    expect(viaMcp.message).toBe(accountMessages.changesListed);
    expect(viaMcp.data.items).toEqual(viaApi.data.items);
    expect((viaMcp.data.items as { entry: string; calls: number; failing: number }[]).map((c) => [c.entry, c.calls, c.failing])).toEqual([
      ['qrcode', 2, 1],
      ['cuaca', 1, 1],
    ]);
    expect(Math.abs(Date.parse(viaMcp.data.since) - Date.parse(viaApi.data.since))).toBeLessThan(60_000);
    expect(await totalreq(sari)).toBe(before);

    // Nobody else's calls: budi's key reads budi's one call.
    const forBudi = jsonOf<{ items: { entry: string; calls: number }[] }>(await call(await connect(budi.apikey), 'perubahan-untuk-anda'));
    expect(forBudi.data.items.map((c) => [c.entry, c.calls])).toEqual([['cuaca', 1]]);
    const quiet = await register('agen.tenang');
    expect(jsonOf(await call(await connect(quiet.apikey), 'perubahan-untuk-anda')).message).toBe(accountMessages.noChangesForYou);
  });

  it("'kirim-uji-webhook' tercatat di 'log-pengiriman-webhook'; 'kirim-ulang-webhook' membuat percobaan baru dengan webhook-id yang sama", async () => {
    const dev = await register('agen.webhook');
    const channel = await account<{ url: string }>(dev.token, '/api/account/test-channel');
    const subscribed = await proxy(dev.apikey, 'POST', 'reminders/webhook/sholat', { webhookUrl: channel.data.url, kota: 'Jakarta' });
    const agent = await connect(dev.apikey);

    const webhooks = jsonOf<{ id: string; kind: string }[]>(await call(agent, 'webhook-saya'));
    expect(webhooks.data.map((w) => [w.id, w.kind])).toEqual([[subscribed.data.id, 'sholat']]);
    expect(jsonOf<Attempt[]>(await call(agent, 'log-pengiriman-webhook'))).toEqual({ status: true, message: deliveryMessages.noDeliveries, data: [] });

    const tested = jsonOf<Attempt>(await call(agent, 'kirim-uji-webhook', { subscriptionId: subscribed.data.id }));
    expect(tested.message).toBe(deliveryMessages.tested);
    expect(tested.data).toMatchObject({ kind: 'sholat', event: 'uji', status: 200 });
    const log = jsonOf<Attempt[]>(await call(agent, 'log-pengiriman-webhook'));
    expect(log.message).toBe(deliveryMessages.deliveries);
    expect(log.data.map((a) => a.id)).toEqual([tested.data.id]);
    // The profile's log lists the same attempt.
    expect((await account<Attempt[]>(dev.token, '/api/account/deliveries')).data).toEqual(log.data);

    const replayed = jsonOf<Attempt>(await call(agent, 'kirim-ulang-webhook', { id: tested.data.id }));
    expect(replayed.message).toBe(deliveryMessages.replayed);
    expect(replayed.data.id).not.toBe(tested.data.id);
    expect(replayed.data).toMatchObject({ webhookId: tested.data.webhookId, event: 'uji', status: 200 });
    const after = jsonOf<Attempt[]>(await call(agent, 'log-pengiriman-webhook')).data;
    expect(after.map((a) => [a.id, a.webhookId])).toEqual([
      [replayed.data.id, tested.data.webhookId],
      [tested.data.id, tested.data.webhookId],
    ]);
    // Both arrived in the test channel, signed with the webhook's secret.
    const inbox = await account<{ webhookId: string; signatureValid: boolean }[]>(dev.token, '/api/account/test-channel/messages');
    expect(inbox.data.map((m) => [m.webhookId, m.signatureValid])).toEqual([
      [tested.data.webhookId, true],
      [tested.data.webhookId, true],
    ]);

    // Refusals are the account API's words, as error results; another account's attempt is not found.
    expect(await call(agent, 'kirim-uji-webhook', {})).toEqual({ isError: true, content: [{ type: 'text', text: deliveryMessages.subscriptionRequired }] });
    expect(await call(agent, 'kirim-uji-webhook', { subscriptionId: 'wh-sholat-tidak-ada' })).toEqual({ isError: true, content: [{ type: 'text', text: deliveryMessages.targetUnknown }] });
    expect(await call(agent, 'kirim-ulang-webhook', {})).toEqual({ isError: true, content: [{ type: 'text', text: deliveryMessages.attemptRequired }] });
    const stranger = await connect((await register('agen.lain')).apikey);
    expect(await call(stranger, 'kirim-ulang-webhook', { id: tested.data.id })).toEqual({ isError: true, content: [{ type: 'text', text: deliveryMessages.attemptUnknown }] });
    expect(jsonOf<Attempt[]>(await call(stranger, 'log-pengiriman-webhook')).data).toEqual([]);
  });

  it('API key yang tidak dikenal atau sudah diganti ditolak seperti pada tool lain', async () => {
    await expect(connect('kunci-karangan')).rejects.toThrow('API Key tidak valid. Silakan logout dan login kembali.');
    const dev = await register('agen.ganti');
    await connect(dev.apikey);
    const renewed = await account<{ apikey: string }>(dev.token, '/api/auth/apikey', { method: 'POST', body: { graceSeconds: 0 } });
    expect(renewed.status).toBe(true);
    await expect(connect(dev.apikey)).rejects.toThrow(accountMessages.apikeyReplaced);
    const fresh = await connect(renewed.data.apikey);
    expect(jsonOf(await call(fresh, 'log-pengiriman-webhook')).status).toBe(true);
  });
});
