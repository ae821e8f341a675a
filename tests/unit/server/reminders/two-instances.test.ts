/**
 * Two portals on one PostgreSQL, both running the reminder engine: both plan the same minute, and
 * each reminder still arrives once; a failed one is retried once, whichever instance takes it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../../src/server/app.ts';
import { reminderEngineOf } from '../../../../src/server/reminders/index.ts';
import { postgresMissing, startPostgres, type PostgresServer } from '../../../helpers/postgres-server.ts';

const missing = postgresMissing();
if (missing) console.warn(missing);

describe.runIf(!missing)('pengingat pada dua instance di satu PostgreSQL', () => {
  let postgres: PostgresServer | undefined;
  const portals: FastifyInstance[] = [];
  const posts: string[] = [];
  let receiver: Server;
  let receiverUrl = '';
  const now = new Date('2025-08-17T00:00:05Z');

  beforeAll(async () => {
    postgres = await startPostgres();
    receiver = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const id = String(req.headers['webhook-id']);
        // The receiver at `?gagal` fails its first post.
        res.statusCode = req.url?.endsWith('?gagal') && !posts.includes(id) ? 500 : 204;
        posts.push(id);
        res.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const options = { distDir: null, secret: 'rahasia-uji', clock: () => now, store: { kind: 'postgres' as const, url: postgres.url }, reminders: { run: true, allow: ['127.0.0.1/32'], policy: { retrySchedule: [1, 2] } } };
    // One after the other: the second finds the schema (and the queue's) in place.
    portals.push(await buildServer(options));
    portals.push(await buildServer(options));
    await Promise.all(portals.map((p) => p.ready()));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(portals.map((p) => p.close()));
    receiver?.close();
    await postgres?.stop();
  }, 60_000);

  it('setiap pengingat tiba sekali walau kedua instance menjadwalkannya', async () => {
    const signup = await portals[0].inject({ method: 'POST', url: '/api/auth/register', payload: { username: 'dua.instance', password: 'rahasia-panjang-1', nama: 'Dua' } });
    const { apikey } = (signup.json() as { data: { apikey: string } }).data;
    for (const kota of ['Jakarta', 'Bandung', 'Surabaya', 'gagal']) {
      const res = await portals[1].inject({ method: 'POST', url: `/api/proxy/reminders/webhook/weather?apikey=${apikey}`, payload: { webhookUrl: `${receiverUrl}?${kota}`, kota: kota === 'gagal' ? 'Medan' : kota, waktu: ['07:00'] } });
      expect(res.statusCode).toBe(200);
    }
    await Promise.all(portals.map((p) => reminderEngineOf(p)?.planNow()));
    await Promise.all(portals.map((p) => reminderEngineOf(p)?.planNow()));
    const end = Date.now() + 20_000;
    while (posts.length < 5 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 200));
    // Time for a second copy to arrive, were there one.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    // Four reminders, one of them twice (its retry, under its webhook-id), nothing more.
    expect(posts).toHaveLength(5);
    expect(new Set(posts).size).toBe(4);
  }, 60_000);
});
