/**
 * The repositories of what the embedded API keeps besides accounts, on a real PGlite: the bounds
 * that keep one account from filling the store, and the races two instances could run into.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthdayRepository } from '../../../../src/server/store/birthday-repository.ts';
import { twofaRepository } from '../../../../src/server/store/twofa-repository.ts';
import { folderUploadFiles } from '../../../../src/server/store/upload-files.ts';
import { uploadsRepository } from '../../../../src/server/store/uploads-repository.ts';
import { waifuRepository } from '../../../../src/server/store/waifu-repository.ts';
import { webhookRepository } from '../../../../src/server/store/webhook-repository.ts';
import { openKindsDb, type KindsDb } from '../../../helpers/kinds-db.ts';

let store: KindsDb;
let alice: string;
let bob: string;
const folder = mkdtempSync(join(tmpdir(), 'portal-uploads-'));

beforeAll(async () => {
  store = await openKindsDb();
  alice = await store.newAccount('alice');
  bob = await store.newAccount('bob');
}, 120_000);
afterAll(async () => {
  await store?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('uploads', () => {
  it('menolak unggahan yang melewati anggaran akun, tepat di batasnya', async () => {
    const uploads = uploadsRepository(store.db, { budgetBytes: 10 });
    expect((await uploads.add(alice, { type: 'image/png', data: Buffer.alloc(6) })).ok).toBe(true);
    expect(await uploads.add(alice, { type: 'image/png', data: Buffer.alloc(5) })).toEqual({ ok: false, reason: 'budget' });
    expect((await uploads.add(alice, { type: 'image/png', data: Buffer.alloc(4) })).ok).toBe(true);
    expect(await uploads.usage(alice)).toBe(10);
    // Another account has a budget of its own.
    expect((await uploads.add(bob, { type: 'image/png', data: Buffer.alloc(10) })).ok).toBe(true);
  });

  it('unggahan serentak tidak pernah melewati anggaran', async () => {
    const uploads = uploadsRepository(store.db, { budgetBytes: 1000 });
    const carol = await store.newAccount('carol');
    const results = await Promise.all(Array.from({ length: 30 }, () => uploads.add(carol, { type: 'image/png', data: Buffer.alloc(100) })));
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(await uploads.usage(carol)).toBe(1000);
  });

  it('byte di folder: berkas utuh dengan nama id, tanpa berkas sementara; yang ditolak tidak meninggalkan berkas', async () => {
    const uploads = uploadsRepository(store.db, { files: folderUploadFiles(folder), budgetBytes: 8 });
    const dave = await store.newAccount('dave');
    const stored = await uploads.add(dave, { type: 'image/webp', data: Buffer.from('abcdef') });
    expect(stored.ok).toBe(true);
    if (!stored.ok) return;
    expect(await uploads.add(dave, { type: 'image/webp', data: Buffer.from('ghijk') })).toEqual({ ok: false, reason: 'budget' });
    expect(readdirSync(folder)).toEqual([stored.id]);
    expect(await uploads.get(stored.id)).toEqual({ type: 'image/webp', data: Buffer.from('abcdef') });
  });

  it('byte di database bila tidak ada folder; id asing atau aneh tidak ditemukan', async () => {
    const uploads = uploadsRepository(store.db, { budgetBytes: 100 });
    const stored = await uploads.add(bob, { type: 'image/gif', data: Buffer.from('GIF89a') });
    if (!stored.ok) throw new Error('refused');
    expect(await uploads.get(stored.id)).toEqual({ type: 'image/gif', data: Buffer.from('GIF89a') });
    expect(await uploads.get('0123456789abcdef01234567')).toBeUndefined();
    expect(await uploads.get('../etc/passwd')).toBeUndefined();
  });
});

describe('2FA', () => {
  it('User ID yang sama di akun lain punya secret sendiri', async () => {
    const twofa = twofaRepository(store.db);
    expect(await twofa.enrol(alice, 'budi', 'SECRET-A', 10)).toBe(true);
    expect(await twofa.enrol(bob, 'budi', 'SECRET-B', 10)).toBe(true);
    expect((await twofa.find(alice, 'budi'))?.secret).toBe('SECRET-A');
    expect((await twofa.find(bob, 'budi'))?.secret).toBe('SECRET-B');
  });

  it('satu langkah waktu hanya diterima sekali, juga saat berlomba', async () => {
    const twofa = twofaRepository(store.db);
    await twofa.enrol(alice, 'siti', 'S', 10);
    const raced = await Promise.all(Array.from({ length: 8 }, () => twofa.takeStep(alice, 'siti', 'S', 1000)));
    expect(raced.filter(Boolean)).toHaveLength(1);
    expect(await twofa.takeStep(alice, 'siti', 'S', 999)).toBe(false);
    expect(await twofa.takeStep(alice, 'siti', 'S', 1001)).toBe(true);
    // A code of the replaced secret is not for the new enrolment.
    await twofa.enrol(alice, 'siti', 'S2', 10);
    expect(await twofa.takeStep(alice, 'siti', 'S', 2000)).toBe(false);
    expect(await twofa.takeStep(alice, 'siti', 'S2', 2000)).toBe(true);
  });

  it('batas User ID per akun; mendaftar ulang User ID yang ada tetap boleh', async () => {
    const twofa = twofaRepository(store.db);
    const erin = await store.newAccount('erin');
    expect(await twofa.enrol(erin, 'a', 'S', 2)).toBe(true);
    expect(await twofa.enrol(erin, 'b', 'S', 2)).toBe(true);
    expect(await twofa.enrol(erin, 'c', 'S', 2)).toBe(false);
    expect(await twofa.enrol(erin, 'a', 'S3', 2)).toBe(true);
  });
});

describe('waifu', () => {
  it('menikah butuh klaim, waifu yang dinikahi tidak bisa dilepas', async () => {
    const waifu = waifuRepository(store.db);
    expect(await waifu.marry('p1', '1042')).toEqual({ done: false, reason: 'notClaimed' });
    expect(await waifu.claim(alice, 'p1', '1042', '/a.png', 10)).toBe('claimed');
    expect(await waifu.claim(alice, 'p1', '1042', '/a.png', 10)).toBe('exists');
    expect(await waifu.marry('p1', '1042')).toEqual({ done: true });
    expect(await waifu.unclaim('p1', '1042')).toBe('married');
    expect(await waifu.unmarry('p1', '2210')).toBe('other');
    expect(await waifu.unmarry('p1', '1042')).toBe('divorced');
    expect(await waifu.unclaim('p1', '1042')).toBe('released');
    expect(await waifu.unclaim('p1', '1042')).toBe('missing');
  });

  it('pemain unggulan dibuat sekali; yang sudah ada tidak berubah', async () => {
    const waifu = waifuRepository(store.db);
    const seeds = [
      { userId: '482915736104829184', waifuid: '1042', imgurl: '/a.png' },
      { userId: '539102847561039872', waifuid: '1042', imgurl: '/a.png' },
    ];
    await waifu.seed(seeds);
    await waifu.seed(seeds);
    const claimants = await waifu.claimants();
    expect(claimants.find((c) => c.waifuid === '1042')?.userIds).toEqual(expect.arrayContaining(['482915736104829184', '539102847561039872']));
  });

  it('satu akun dibatasi jumlah klaimnya, juga saat berlomba', async () => {
    const waifu = waifuRepository(store.db);
    const fred = await store.newAccount('fred');
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => waifu.claim(fred, `f-${i}`, '1042', '/a.png', 5)));
    expect(results.filter((r) => r === 'claimed')).toHaveLength(5);
    expect(results.filter((r) => r === 'full')).toHaveLength(7);
  });
});

describe('webhook', () => {
  it('langganan milik akun: akun lain tidak melihat, mengubah atau menghapusnya', async () => {
    const webhooks = webhookRepository(store.db);
    const created = await webhooks.create(alice, 'weather', 'wh-cuaca', { webhookUrl: 'https://a.example/h', channelId: '1', kota: 'Bandung', waktu: ['06:30'] }, 10);
    expect(created.ok).toBe(true);
    expect(await webhooks.find(bob, 'weather')).toEqual([]);
    expect(await webhooks.update(bob, 'weather', '1', { kota: 'Jakarta' })).toEqual([]);
    expect(await webhooks.remove(bob, 'weather', '1')).toBe(0);
    expect((await webhooks.find(alice, 'weather', '1')).map((s) => s.kota)).toEqual(['Bandung']);
    // The same channel may hold another kind of reminder.
    expect((await webhooks.create(alice, 'quake', 'wh-gempa', { webhookUrl: 'https://a.example/h', channelId: '1' }, 10)).ok).toBe(true);
  });

  it('channel yang sama sekali per jenis, juga saat berlomba; batas per jenis', async () => {
    const webhooks = webhookRepository(store.db);
    const gina = await store.newAccount('gina');
    const raced = await Promise.all(Array.from({ length: 6 }, () => webhooks.create(gina, 'sholat', 'wh-sholat', { webhookUrl: 'https://g.example/h', channelId: 'x' }, 3)));
    expect(raced.filter((r) => r.ok)).toHaveLength(1);
    expect((await webhooks.create(gina, 'sholat', 'wh-sholat', { webhookUrl: 'https://g.example/h' }, 3)).ok).toBe(true);
    expect(await webhooks.create(gina, 'sholat', 'wh-sholat', { webhookUrl: 'https://g.example/h' }, 3)).toEqual({ ok: false, reason: 'taken' });
    expect((await webhooks.create(gina, 'sholat', 'wh-sholat', { webhookUrl: 'https://g.example/h', channelId: 'y' }, 3)).ok).toBe(true);
    expect(await webhooks.create(gina, 'sholat', 'wh-sholat', { webhookUrl: 'https://g.example/h', channelId: 'z' }, 3)).toEqual({ ok: false, reason: 'full' });
  });
});

describe('ulang tahun', () => {
  const person = (userId: string) => ({ userId, name: 'Budi', date: '01-02-2000', tags: [] });

  it('batas orang per webhook dan batas webhook per akun', async () => {
    const birthdays = birthdayRepository(store.db);
    const hana = await store.newAccount('hana');
    const limits = { perBook: 2, books: 2 };
    expect(await birthdays.add(hana, 'w1', 'c1', person('1'), limits)).toBe('added');
    expect(await birthdays.add(hana, 'w1', undefined, person('1'), limits)).toBe('exists');
    expect(await birthdays.add(hana, 'w1', undefined, person('2'), limits)).toBe('added');
    expect(await birthdays.add(hana, 'w1', undefined, person('3'), limits)).toBe('bookFull');
    expect(await birthdays.add(hana, 'w2', undefined, person('1'), limits)).toBe('added');
    expect(await birthdays.add(hana, 'w3', undefined, person('1'), limits)).toBe('tooManyBooks');
    // An emptied webhook no longer counts.
    expect(await birthdays.remove(hana, 'w2', '1')).toBe(true);
    expect(await birthdays.add(hana, 'w3', undefined, person('1'), limits)).toBe('added');
    expect(await birthdays.channelOf(hana, 'w1')).toBe('c1');
    expect((await birthdays.people(hana, 'w1')).map((p) => p.userId)).toEqual(['1', '2']);
  });

  it('penambahan serentak ke satu webhook tidak melewati batas', async () => {
    const birthdays = birthdayRepository(store.db);
    const ivan = await store.newAccount('ivan');
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => birthdays.add(ivan, 'w', undefined, person(String(i)), { perBook: 4, books: 5 })));
    expect(results.filter((r) => r === 'added')).toHaveLength(4);
  });
});
