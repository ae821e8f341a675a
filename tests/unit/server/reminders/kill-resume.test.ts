/**
 * A portal killed (SIGKILL) while a reminder is being delivered: started again on its data
 * folder, it sends the reminder again, with the same webhook-id.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startPortalProcess, type PortalProcess } from '../../../fixtures/store/portal-process.ts';
import { tempDataDir } from '../../../../scripts/load-kit.ts';

const entry = join(import.meta.dirname, '..', '..', '..', 'fixtures', 'reminders', 'portal-with-reminders.ts');
const data = tempDataDir();
const posts: { id: string; at: number }[] = [];
const hanging: ServerResponse[] = [];
let receiver: Server | undefined;
let portal: PortalProcess | undefined;

afterAll(async () => {
  await portal?.stop();
  for (const res of hanging) res.destroy();
  receiver?.close();
  data.remove();
}, 30_000);

it('pengiriman yang terputus karena kill -9 tiba kemudian dengan webhook-id yang sama', async () => {
  receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      posts.push({ id: String(req.headers['webhook-id']), at: Date.now() });
      // The first post is never answered: the portal dies while it waits.
      if (posts.length === 1) hanging.push(res);
      else res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver?.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  const env = { PORTAL_DATA_DIR: data.dir };

  portal = await startPortalProcess(env, 120_000, entry);
  const signup = await fetch(`${portal.base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'kill.nine', password: 'rahasia-panjang-1', nama: 'K' }) });
  const { apikey } = ((await signup.json()) as { data: { apikey: string } }).data;
  // Due this very minute in Jakarta: the next start plans it at once (90 s look-back).
  const hhmm = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(11, 16);
  const created = await fetch(`${portal.base}/api/proxy/reminders/webhook/weather?apikey=${apikey}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ webhookUrl: url, kota: 'Jakarta', waktu: [hhmm] }) });
  expect(created.status).toBe(200);
  await portal.stop();

  portal = await startPortalProcess(env, 120_000, entry);
  const until = async (n: number, ms: number) => {
    const end = Date.now() + ms;
    while (posts.length < n && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 100));
  };
  await until(1, 30_000);
  expect(posts).toHaveLength(1);
  await portal.stop('SIGKILL');

  portal = await startPortalProcess(env, 120_000, entry);
  await until(2, 40_000);
  expect(posts).toHaveLength(2);
  expect(posts[1].id).toBe(posts[0].id);
}, 240_000);
