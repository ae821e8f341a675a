import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { portalServer } from '../../../helpers/embedded-api.ts';
import { reminderEngineOf } from '../../../../src/server/reminders/index.ts';

/** A receiver on loopback answering each post with the next status of `answers` (the last one repeats). */
interface Receiver {
  url: string;
  posts: { at: number; headers: IncomingHttpHeaders; body: string }[];
  close: () => Promise<void>;
}

async function receiver(answers: number[] = [200]): Promise<Receiver> {
  const posts: Receiver['posts'] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      posts.push({ at: Date.now(), headers: req.headers, body });
      res.statusCode = answers[Math.min(posts.length - 1, answers.length - 1)];
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, posts, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const until = async (check: () => boolean | Promise<boolean>, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('waited too long');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

// 07:00:05 WIB on 17 August 2025: a weather reminder at 07:00 in Jakarta is due.
let now = new Date('2025-08-17T00:00:05Z');
let app: FastifyInstance;
let open: Receiver[] = [];

beforeEach(async () => {
  now = new Date('2025-08-17T00:00:05Z');
  app = await portalServer({
    clock: () => now,
    reminders: { run: true, allow: ['127.0.0.1/32'], policy: { retrySchedule: [1, 2], disableAfter: 3, timeoutMs: 2_000 }, maintenanceSeconds: 1, expireSeconds: 5 },
  });
  await app.ready();
});

afterEach(async () => {
  await app.close();
  await Promise.all(open.map((r) => r.close()));
  open = [];
});

async function signUp(): Promise<{ apikey: string; token: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: `dev${Math.floor(Math.random() * 1e6)}`, password: 'rahasia-panjang-1', nama: 'Dev' } });
  return (res.json() as { data: { apikey: string; token: string } }).data;
}

async function subscribe(apikey: string, kind: string, body: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: `/api/proxy/reminders/webhook/${kind}?apikey=${apikey}`, payload: body });
  return res.json() as { status: boolean; message: string; data: { id: string; secret: string } };
}

const account = (token: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) }).then((r) => ({ code: r.statusCode, body: r.json() as { status: boolean; message: string; data: unknown } }));

interface Attempt {
  id: string;
  webhookId: string;
  kind: string;
  event: string;
  status: number | null;
  at: string;
  durationMs: number;
  nextAttemptAt: string | null;
}

describe('pengingat webhook terkirim', () => {
  it('cuaca tiba pada waktunya, bertanda tangan Standard Webhooks, dan tercatat di log pengiriman', async () => {
    const hook = await receiver();
    open.push(hook);
    const { apikey, token } = await signUp();
    const { data } = await subscribe(apikey, 'weather', { webhookUrl: hook.url, kota: 'Jakarta', waktu: ['07:00', '12:00'], username: 'Info Cuaca' });
    await reminderEngineOf(app)?.planNow();
    await until(() => hook.posts.length === 1);
    const post = hook.posts[0];
    const body = JSON.parse(post.body) as { content: string; username: string; embeds: { title: string }[] };
    expect(body.username).toBe('Info Cuaca');
    expect(body.content).toContain('Cuaca Jakarta pukul 07:00 WIB: Berawan sebagian, 31°C.');
    // The embedded API answers an example: the message says so.
    expect(body.content).toContain('API bawaan portal menjawab dengan contoh, bukan data sebenarnya.');
    expect(body.embeds[0].title).toBe('Cuaca di Jakarta, ID');
    const headers = { 'webhook-id': String(post.headers['webhook-id']), 'webhook-timestamp': String(post.headers['webhook-timestamp']), 'webhook-signature': String(post.headers['webhook-signature']) };
    expect(new Webhook(data.secret).verify(post.body, headers)).toEqual(body);
    expect(() => new Webhook(data.secret).verify(post.body.replace('Jakarta', 'Bandung'), headers)).toThrow();
    const stale = { ...headers, 'webhook-timestamp': String(Math.floor(Date.now() / 1000) - 600) };
    expect(() => new Webhook(data.secret).verify(post.body, stale)).toThrow();
    // A rotated-out secret no longer verifies.
    const rotated = await account(token, 'POST', `/api/account/webhooks/${data.id}/secret`);
    expect(rotated.code).toBe(200);
    const fresh = (rotated.body.data as { secret: string }).secret;
    expect(fresh).not.toBe(data.secret);
    expect(() => new Webhook(fresh).verify(post.body, headers)).toThrow();

    // Planned again in the same minute (another instance, the next cron): not sent twice.
    await reminderEngineOf(app)?.planNow();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(hook.posts).toHaveLength(1);
    const log = await account(token, 'GET', '/api/account/deliveries');
    const attempts = log.body.data as Attempt[];
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ webhookId: headers['webhook-id'], kind: 'weather', event: 'cuaca 07:00', status: 200, nextAttemptAt: null });
  });

  it('penerima yang gagal mendapat percobaan ulang sesuai jadwal, lalu webhook dinonaktifkan dengan alasannya', async () => {
    const hook = await receiver([500]);
    open.push(hook);
    const { apikey, token } = await signUp();
    const { data } = await subscribe(apikey, 'weather', { webhookUrl: hook.url, kota: 'Jakarta', waktu: ['07:00'] });
    await reminderEngineOf(app)?.planNow();
    await until(() => hook.posts.length === 3, 20_000);
    const gaps = [hook.posts[1].at - hook.posts[0].at, hook.posts[2].at - hook.posts[1].at];
    // Retries 1 s and 2 s after the failures (the queue polls every 0.5 s).
    expect(gaps[0]).toBeGreaterThanOrEqual(1000);
    expect(gaps[0]).toBeLessThan(2200);
    expect(gaps[1]).toBeGreaterThanOrEqual(2000);
    expect(gaps[1]).toBeLessThan(3200);
    // At least once, as one event: the same webhook-id and the same bytes on every attempt.
    expect(new Set(hook.posts.map((p) => p.headers['webhook-id'])).size).toBe(1);
    expect(new Set(hook.posts.map((p) => p.body)).size).toBe(1);
    // The outcome is written once the receiver has answered (outcomes are recorded in groups): read until it is.
    const reason = async () => {
      const destinations = await account(token, 'GET', '/api/account/webhooks');
      return (destinations.body.data as { id: string; disabledReason?: string }[]).find((d) => d.id === data.id)?.disabledReason;
    };
    await until(async () => (await reason()) !== undefined, 5_000);
    expect(await reason()).toBe('Dinonaktifkan setelah 3 kali gagal berturut-turut (terakhir: Penerima menjawab HTTP 500.).');
    const attempts = (await account(token, 'GET', '/api/account/deliveries')).body.data as Attempt[];
    expect(attempts.map((a) => a.status)).toEqual([500, 500, 500]);
    expect(attempts[2].nextAttemptAt).not.toBeNull();
    expect(attempts[0].nextAttemptAt).toBeNull();

    // 'Kirim ulang' replays the event under its webhook-id, once, even to a disabled webhook.
    const replay = await account(token, 'POST', `/api/account/deliveries/${attempts[0].id}/replay`);
    expect(replay.code).toBe(200);
    expect(replay.body.data).toMatchObject({ status: 500, nextAttemptAt: null });
    expect(hook.posts).toHaveLength(4);
    expect(hook.posts[3].headers['webhook-id']).toBe(hook.posts[0].headers['webhook-id']);
    expect(hook.posts[3].body).toBe(hook.posts[0].body);
    expect((await account(token, 'POST', '/api/account/deliveries/00000000-0000-0000-0000-000000000000/replay')).body.message).toBe('Percobaan pengiriman tidak ditemukan.');
  });

  it('dalam satu batch hanya penerima yang gagal dicoba ulang, masing-masing dengan webhook-id-nya sendiri', async () => {
    const healthy = [await receiver(), await receiver()];
    const flaky = await receiver([500, 204]);
    open.push(...healthy, flaky);
    const { apikey, token } = await signUp();
    const ids: string[] = [];
    for (const hook of [...healthy, flaky]) ids.push((await subscribe(apikey, 'weather', { webhookUrl: hook.url, kota: 'Jakarta', waktu: ['07:00'] })).data.id);
    await reminderEngineOf(app)?.planNow();
    await until(() => flaky.posts.length === 2 && healthy.every((h) => h.posts.length === 1));
    // Time for a second copy or a stray retry to arrive, were there one.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(healthy.map((h) => h.posts.length)).toEqual([1, 1]);
    expect(flaky.posts).toHaveLength(2);
    // The retry follows the schedule (1 s here) from the failed answer, as one event: same webhook-id, same bytes.
    expect(flaky.posts[1].at - flaky.posts[0].at).toBeGreaterThanOrEqual(1000);
    expect(flaky.posts[1].at - flaky.posts[0].at).toBeLessThan(2200);
    expect(flaky.posts[1].headers['webhook-id']).toBe(flaky.posts[0].headers['webhook-id']);
    expect(flaky.posts[1].body).toBe(flaky.posts[0].body);
    const webhookIds = [healthy[0].posts[0], healthy[1].posts[0], flaky.posts[0]].map((p) => String(p.headers['webhook-id']));
    expect(new Set(webhookIds).size).toBe(3);
    const attempts = (await account(token, 'GET', '/api/account/deliveries')).body.data as (Attempt & { targetId: string; attempt: number })[];
    expect(attempts).toHaveLength(4);
    const flakyAttempts = attempts.filter((a) => a.targetId === ids[2]).reverse();
    expect(flakyAttempts.map((a) => [a.attempt, a.status, a.webhookId])).toEqual([
      [1, 500, webhookIds[2]],
      [2, 204, webhookIds[2]],
    ]);
    expect(flakyAttempts[0].nextAttemptAt).not.toBeNull();
    expect(attempts.filter((a) => a.targetId !== ids[2]).map((a) => [a.status, a.nextAttemptAt])).toEqual([
      [200, null],
      [200, null],
    ]);
    // The success after the failure starts its count again; the others never failed.
    const destinations = (await account(token, 'GET', '/api/account/webhooks')).body.data as { id: string; failures: number; disabledReason?: string }[];
    expect(ids.map((id) => destinations.find((d) => d.id === id)?.failures)).toEqual([0, 0, 0]);
  });

  it('pengingat yang didaftarkan dua detik sebelum waktunya tiba tepat waktu, tanpa menunggu rencana menit berikutnya', async () => {
    const hook = await receiver();
    open.push(hook);
    const { apikey } = await signUp();
    // 07:59:58 WIB: the minute's plan has run; the reminder is for 08:00.
    now = new Date('2025-08-17T00:59:58Z');
    const registered = Date.now();
    const { status } = await subscribe(apikey, 'weather', { webhookUrl: hook.url, kota: 'Jakarta', waktu: ['08:00'] });
    expect(status).toBe(true);
    // Planned at once: due in 2 s, posted then (the next minute's plan would come 5–15 s after a minute starts).
    await until(() => hook.posts.length === 1, 6_000);
    // Not before its time, and within 2 s of it.
    expect(hook.posts[0].at - registered).toBeGreaterThanOrEqual(1_900);
    expect(hook.posts[0].at - registered).toBeLessThan(4_000);
    expect(JSON.parse(hook.posts[0].body).content).toContain('Cuaca Jakarta pukul 08:00 WIB');
  });

  it('410 Gone menonaktifkan webhook seketika', async () => {
    const hook = await receiver([410]);
    open.push(hook);
    const { apikey, token } = await signUp();
    const { data } = await subscribe(apikey, 'weather', { webhookUrl: hook.url, kota: 'Jakarta', waktu: ['07:00'] });
    await reminderEngineOf(app)?.planNow();
    await until(() => hook.posts.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(hook.posts).toHaveLength(1);
    const target = ((await account(token, 'GET', '/api/account/webhooks')).body.data as { id: string; disabledReason?: string }[]).find((d) => d.id === data.id);
    expect(target?.disabledReason).toBe('Penerima menjawab 410 Gone: langganan dinonaktifkan.');
  });

  it("'Kanal uji' menerima pengingat di dalam portal dan memeriksa tanda tangannya; 'Kirim uji' tampil seketika", async () => {
    const { apikey, token } = await signUp();
    const channel = await account(token, 'GET', '/api/account/test-channel');
    const url = (channel.body.data as { url: string }).url;
    expect(url).toMatch(/^http:\/\/localhost:80\/api\/test-channel\/[0-9a-f]{32}$/);
    const { data } = await subscribe(apikey, 'sholat', { webhookUrl: url, kota: 'Jakarta' });
    expect(data.id).toMatch(/^wh-sholat-/);
    const test = await account(token, 'POST', '/api/account/deliveries/test', { subscriptionId: data.id });
    expect(test.code).toBe(200);
    expect(test.body.data).toMatchObject({ kind: 'sholat', event: 'uji', status: 200 });
    const inbox = await account(token, 'GET', '/api/account/test-channel/messages');
    const messages = inbox.body.data as { receivedAt: string; body: { content: string; embeds: { fields: { name: string; value: string }[] }[] }; signatureValid: boolean }[];
    expect(messages).toHaveLength(1);
    expect(messages[0].signatureValid).toBe(true);
    expect(messages[0].body.content).toContain('[Uji] Jadwal sholat Jakarta');
    // A post signed with no secret of the account shows as not valid.
    const path = new URL(url).pathname;
    const forged = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', 'webhook-id': 'msg_x', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': 'v1,AAAA' }, payload: '{"content":"palsu"}' });
    expect(forged.json()).toMatchObject({ status: true, data: { signatureValid: false } });
    const after = (await account(token, 'GET', '/api/account/test-channel/messages')).body.data as { body: { content: string }; signatureValid: boolean }[];
    expect(after.map((m) => [m.body.content, m.signatureValid])[0]).toEqual(['palsu', false]);
    expect((await account(token, 'POST', '/api/account/deliveries/test', {})).body.message).toBe('subscriptionId wajib diisi.');
  });

  it('ulang tahun: pesan harian pada jam yang diatur untuk yang berulang tahun hari itu', async () => {
    now = new Date('2025-08-17T00:00:05Z');
    const hook = await receiver();
    open.push(hook);
    const { apikey } = await signUp();
    for (const [userId, name, date] of [['u1', 'Siti', '17-08-1998'], ['u2', 'Budi', '18-08-1990']]) {
      await app.inject({ method: 'POST', url: `/api/proxy/features/birthday?apikey=${apikey}`, payload: { webhookUrl: hook.url, birthdayData: { userId, name, date, tags: [] } } });
    }
    await reminderEngineOf(app)?.planNow();
    await until(() => hook.posts.length === 1);
    expect((JSON.parse(hook.posts[0].body) as { content: string }).content).toBe('Selamat ulang tahun, Siti! 🎉');
  });
});
