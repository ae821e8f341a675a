/**
 * One write of every kind the embedded API keeps, made over HTTP as a client would, and the reads
 * that find each again: the durability suites write through one process and read through another
 * (the same one restarted, or a second instance).
 */
import { createHash, randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import sharp from 'sharp';
import { expect } from 'vitest';
import { apikey, token } from './portal-process.ts';

export const hook = 'https://discord.com/api/webhooks/1234567890123456789/Xk9pQ2vLmN4rT7yZ';

export interface Written {
  upload: { path: string; sha256: string };
  twofa: { userId: string; secret: string };
  player: { userId: string; claimed: string; married: string };
  subscription: { id: string; channelId: string };
  birthday: { webhookUrl: string; userId: string; name: string };
  rpg: { userId: string; username: string; money: number };
  /** The day's count after the writes, as the profile said it. */
  totalreq: number;
}

const api = (base: string, path: string, query: Record<string, string> = {}) => `${base}/api/proxy${path}?${new URLSearchParams({ ...query, apikey })}`;

export async function json(response: Response): Promise<{ status: boolean; message: string; [key: string]: unknown }> {
  const text = await response.text();
  try {
    return JSON.parse(text) as { status: boolean; message: string };
  } catch {
    throw new Error(`not JSON (${response.status}): ${text.slice(0, 200)}`);
  }
}

export async function send(base: string, method: string, path: string, options: { query?: Record<string, string>; body?: unknown; form?: FormData } = {}) {
  const body = options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const headers: Record<string, string> = options.body === undefined ? {} : { 'content-type': 'application/json' };
  const response = await fetch(api(base, path, options.query), { method, body, headers });
  return { code: response.status, body: await json(response) };
}

/** A small PNG unique to `seed`, so its hash names it. */
export async function picture(seed: string): Promise<Buffer> {
  const colour = `#${createHash('sha256').update(seed).digest('hex').slice(0, 6)}`;
  return sharp({ create: { width: 8, height: 8, channels: 3, background: colour } }).png().toBuffer();
}

export async function uploadPicture(base: string, data: Buffer): Promise<{ code: number; path?: string }> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'gambar.png');
  const { code, body } = await send(base, 'POST', '/features/upload', { form });
  return { code, path: typeof body.url === 'string' ? new URL(body.url).pathname : undefined };
}

export async function profile(base: string): Promise<{ totalreq: number }> {
  const response = await fetch(`${base}/api/proxy/profile?apikey=${apikey}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await json(response);
  return body.data as { totalreq: number };
}

export const sha256 = (data: Buffer | Uint8Array) => createHash('sha256').update(data).digest('hex');

export async function writeEveryKind(base: string): Promise<Written> {
  const tag = randomBytes(4).toString('hex');
  const image = await picture(tag);
  const uploaded = await uploadPicture(base, image);
  expect(uploaded.code).toBe(200);

  const twofa = await send(base, 'POST', '/tools/2fa/generate', { body: { userId: `pengguna-${tag}` } });
  expect(twofa.code).toBe(200);

  const userId = `pemain-${tag}`;
  for (const waifuid of ['1042', '2210']) expect((await send(base, 'POST', '/claim', { query: { userId, waifuid, imgurl: '/fixtures/waifu.png' } })).code).toBe(200);
  expect((await send(base, 'POST', '/marry', { query: { userId, waifuid: '2210' } })).code).toBe(200);

  const channelId = `ch-${tag}`;
  const weather = await send(base, 'POST', '/reminders/webhook/weather', { body: { webhookUrl: hook, channelId, kota: 'Bandung', waktu: ['06:30'] } });
  expect(weather.code).toBe(200);

  const webhookUrl = `${hook}/${tag}`;
  const person = { userId: `orang-${tag}`, name: 'Siti Rahmawati', date: '17-08-1998', tags: ['teman'] };
  expect((await send(base, 'POST', '/features/birthday', { body: { webhookUrl, birthdayData: person } })).code).toBe(200);

  const rpg = { userId: `rpg-${tag}`, username: 'Raka', money: 4_242_000 };
  expect((await send(base, 'POST', `/rpg/user/${rpg.userId}`, { body: { username: rpg.username, money: rpg.money } })).code).toBe(200);

  return {
    upload: { path: uploaded.path ?? '', sha256: sha256(image) },
    twofa: { userId: `pengguna-${tag}`, secret: String(twofa.body.secret) },
    player: { userId, claimed: '1042', married: '2210' },
    subscription: { id: String((weather.body.data as { id: string }).id), channelId },
    birthday: { webhookUrl, userId: person.userId, name: person.name },
    rpg,
    totalreq: (await profile(base)).totalreq,
  };
}

/**
 * Every write of `writeEveryKind` read back through `base`; the count is at least what it was.
 * A 2FA code verifies once: where this code's time step may be taken already (a restored copy of
 * a store it was verified on), `codeTaken` checks the enrolment is there by the reason a wrong
 * code gets instead.
 */
export async function expectEveryKind(base: string, written: Written, options: { codeTaken?: boolean } = {}): Promise<void> {
  const served = await fetch(`${base}${written.upload.path}`);
  expect(served.status).toBe(200);
  expect(sha256(new Uint8Array(await served.arrayBuffer()))).toBe(written.upload.sha256);

  const code = await generate({ secret: written.twofa.secret });
  if (options.codeTaken) {
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await send(base, 'POST', '/tools/2fa/verify', { body: { userId: written.twofa.userId, token: wrong } });
    expect(refused.body.reason).toBe('Token tidak valid atau sudah kedaluwarsa.');
  } else {
    const verified = await send(base, 'POST', '/tools/2fa/verify', { body: { userId: written.twofa.userId, token: code } });
    expect(verified.body).toMatchObject({ status: true, verified: true });
  }

  const claims = await send(base, 'GET', '/myclaim', { query: { userId: written.player.userId } });
  expect((claims.body.data as { waifu: { waifuid: string } }[]).map((c) => c.waifu.waifuid)).toEqual(['1042', '2210']);
  const marriage = await send(base, 'GET', '/mymarriage', { query: { userId: written.player.userId } });
  expect((marriage.body.data as { waifu: { waifuid: string } }).waifu.waifuid).toBe(written.player.married);

  const subscriptions = await send(base, 'GET', '/reminders/webhook/weather', { query: { channelId: written.subscription.channelId } });
  expect((subscriptions.body.data as { id: string }[]).map((s) => s.id)).toEqual([written.subscription.id]);

  const birthdays = await send(base, 'GET', '/features/birthday', { query: { webhookUrl: written.birthday.webhookUrl } });
  expect((birthdays.body.data as { userId: string; name: string }[]).map((b) => [b.userId, b.name])).toEqual([[written.birthday.userId, written.birthday.name]]);

  expect((await send(base, 'GET', `/rpg/user/${written.rpg.userId}`)).body.data).toEqual(written.rpg);

  expect((await profile(base)).totalreq).toBeGreaterThanOrEqual(written.totalreq);
}
