import { describe, expect, it } from 'vitest';
import { startEmbeddedServer } from '../../../../../helpers/embedded-api.ts';
import { daysUntil, nearestBirthdays } from '../../../../../../src/server/embedded/handlers/webhook/_birthdays.ts';
import { birthdayLimits } from '../../../../../../src/server/embedded/handlers/webhook/_birthday-book.ts';
import { maxSubscriptionsPerKind } from '../../../../../../src/server/embedded/handlers/webhook/reminders.family.ts';

const key = 'kunci-webhook';
const hook = 'https://discord.com/api/webhooks/1234567890123456789/Xk9pQ2vLmN4rT7yZ';

const server = startEmbeddedServer({ apikey: key, token: 'token-webhook', limit: 10_000 }, {}, 'test');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(method: Method, path: string, options: { query?: Record<string, string>; body?: Record<string, unknown> } = {}) {
  const search = new URLSearchParams({ ...options.query, apikey: key });
  const res = await server.app.inject({ method, url: `/api/proxy${path}?${search}`, ...(options.body ? { payload: options.body } : {}) });
  return { code: res.statusCode, body: res.json() as { status: boolean; message: string; data?: unknown; deleted?: number } };
}

describe('API bawaan: webhook cuaca', () => {
  const weather = '/reminders/webhook/weather';
  const subscribe = (channelId: string, kota = 'Bandung') =>
    call('POST', weather, { body: { webhookUrl: hook, channelId, kota, waktu: ['06:30', '17:00'], username: 'Info Cuaca' } });

  it('mendaftar menyimpan webhookUrl, channelId, waktu, kota dan username', async () => {
    const { code, body } = await subscribe('111');
    expect(code).toBe(200);
    expect(body.message).toBe('Webhook cuaca berhasil didaftarkan.');
    expect(body.data).toMatchObject({ webhookUrl: hook, channelId: '111', kota: 'Bandung', waktu: ['06:30', '17:00'], username: 'Info Cuaca' });
    // The signing secret is in the answer to the sign-up only.
    const { secret, ...kept } = body.data as { secret: string };
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const list = await call('GET', weather);
    expect(list.body.data).toEqual([kept]);
  });

  it('webhook ke alamat privat atau loopback ditolak', async () => {
    for (const webhookUrl of ['http://127.0.0.1:8080/hook', 'http://10.1.2.3/hook', 'http://[::1]/hook', 'http://169.254.169.254/latest', 'http://metadata.google.internal/x']) {
      const { code, body } = await call('POST', weather, { body: { webhookUrl, kota: 'Bandung', waktu: ['07:00'] } });
      expect(code).toBe(400);
      expect(body.message).toBe('Alamat tujuan ditolak: alamat privat, lokal, atau metadata tidak boleh dituju.');
    }
    expect((await call('GET', weather)).body.data).toEqual([]);
    const birthday = await call('POST', '/features/birthday', { body: { webhookUrl: 'http://192.168.1.5/hook', birthdayData: { userId: 'u', name: 'Siti', date: '17-08-1998', tags: [] } } });
    expect(birthday.code).toBe(400);
    expect(birthday.body.message).toBe('Alamat tujuan ditolak: alamat privat, lokal, atau metadata tidak boleh dituju.');
  });

  it('waktu yang bukan HH:mm ditolak dengan pesan katalog', async () => {
    const { code, body } = await call('POST', weather, { body: { webhookUrl: hook, kota: 'Bandung', waktu: ['7 pagi'] } });
    expect(code).toBe(400);
    expect(body.message).toBe('Format waktu harus HH:mm, misalnya 07:00.');
  });

  it('channel yang sama tidak bisa didaftarkan dua kali', async () => {
    await subscribe('111');
    expect(await subscribe('111')).toEqual({ code: 409, body: { status: false, message: 'Channel ini sudah terdaftar untuk webhook cuaca.' } });
  });

  it('GET dengan channelId hanya menampilkan channel itu; tanpa data menjawab daftar kosong', async () => {
    expect((await call('GET', weather)).body).toEqual({ status: true, message: 'Belum ada webhook cuaca yang terdaftar.', data: [] });
    await subscribe('111');
    await subscribe('222', 'Jakarta');
    const one = await call('GET', weather, { query: { channelId: '222' } });
    expect((one.body.data as { kota: string }[]).map((s) => s.kota)).toEqual(['Jakarta']);
  });

  it('PUT dengan channelId mengubah satu langganan; tanpa channelId semuanya', async () => {
    await subscribe('111');
    await subscribe('222');
    const one = await call('PUT', weather, { query: { channelId: '111' }, body: { kota: 'Surabaya', waktu: ['07:00'] } });
    expect(one.body.message).toBe('Webhook cuaca berhasil diperbarui.');
    expect(one.body.data).toMatchObject({ channelId: '111', kota: 'Surabaya', waktu: ['07:00'] });
    const all = await call('PUT', weather, { body: { username: 'Bot' } });
    expect((all.body.data as { username: string }[]).map((s) => s.username)).toEqual(['Bot', 'Bot']);
    expect((await call('PUT', weather, { query: { channelId: '999' }, body: { kota: 'Medan' } })).code).toBe(404);
  });

  it('DELETE menghapus dan menyebut jumlahnya; yang tidak ada menjawab 404', async () => {
    await subscribe('111');
    await subscribe('222');
    expect((await call('DELETE', weather, { query: { channelId: '111' } })).body).toEqual({ status: true, message: 'Webhook cuaca berhasil dihapus.', deleted: 1 });
    expect((await call('DELETE', weather)).body.deleted).toBe(1);
    expect(await call('DELETE', weather)).toEqual({ code: 404, body: { status: false, message: 'Webhook cuaca tidak ditemukan.' } });
  });
});

describe('API bawaan: webhook gempa dan sholat', () => {
  it('gempa: daftar, lihat, hapus; tidak ada PUT', async () => {
    const quake = '/reminders/webhook/quake';
    expect((await call('POST', quake, { body: { webhookUrl: hook, channelId: '111' } })).body.message).toBe('Webhook gempa berhasil didaftarkan.');
    expect((await call('GET', quake)).body.data).toHaveLength(1);
    // The path exists for other methods: 405, with the ones it has in Allow.
    expect((await call('PUT', quake, { body: { webhookUrl: hook } })).code).toBe(405);
    expect((await call('DELETE', quake, { query: { channelId: '111' } })).body.deleted).toBe(1);
  });

  it('sholat: tanpa kota ditolak; daftar lalu pindah kota', async () => {
    const sholat = '/reminders/webhook/sholat';
    expect((await call('POST', sholat, { body: { webhookUrl: hook } })).body.message).toBe('Nama kota tidak boleh kosong.');
    await call('POST', sholat, { body: { webhookUrl: hook, channelId: '111', kota: 'Yogyakarta' } });
    const { body } = await call('PUT', sholat, { query: { channelId: '111' }, body: { kota: 'Surabaya' } });
    expect(body.data).toMatchObject({ kota: 'Surabaya', channelId: '111' });
  });

  it('satu API key menyimpan paling banyak 200 langganan per jenis', async () => {
    for (let i = 0; i < maxSubscriptionsPerKind; i++) expect((await call('POST', '/reminders/webhook/quake', { body: { webhookUrl: hook, channelId: `c${i}` } })).code).toBe(200);
    expect(await call('POST', '/reminders/webhook/quake', { body: { webhookUrl: hook, channelId: 'satu-lagi' } })).toEqual({
      code: 409,
      body: { status: false, message: 'Satu API key menyimpan paling banyak 200 webhook gempa. Hapus yang tidak dipakai terlebih dahulu.' },
    });
  });

  it('isian yang terlalu panjang ditolak dengan pesan katalog', async () => {
    const long = await call('POST', '/reminders/webhook/weather', { body: { webhookUrl: hook, kota: 'K'.repeat(101), waktu: ['06:00'] } });
    expect(long).toEqual({ code: 400, body: { status: false, message: 'Nama kota maksimal 100 karakter.' } });
  });
});

/** DD-MM-YYYY of a day `days` after today, in a given birth year. */
function birthdayIn(days: number, year = 1998): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${year}`;
}

describe('API bawaan: ulang tahun', () => {
  const path = '/features/birthday';
  const add = (userId: string, name: string, date: string, tags: string[] = ['teman']) =>
    call('POST', path, { body: { webhookUrl: hook, channelId: '111', birthdayData: { userId, name, date, tags } } });

  it('menyimpan birthdayData (userId, name, date, tags)', async () => {
    const { body } = await add('1', 'Siti Rahmawati', '17-08-1998', ['teman', 'kantor']);
    expect(body).toEqual({
      status: true,
      message: 'Data ulang tahun berhasil disimpan.',
      data: { webhookUrl: hook, channelId: '111', birthdayData: { userId: '1', name: 'Siti Rahmawati', date: '17-08-1998', tags: ['teman', 'kantor'] } },
    });
  });

  it('karakter NUL dalam teks tidak membuat server gagal: disimpan sebagai U+FFFD', async () => {
    const { code, body } = await add('nul', 'Si\u0000ti', '29-02-2000', ['te\u0000man']);
    expect(code).toBe(200);
    expect((body.data as { birthdayData: unknown }).birthdayData).toEqual({ userId: 'nul', name: 'Si\uFFFDti', date: '29-02-2000', tags: ['te\uFFFDman'] });
    expect((await add('kabisat', 'Budi', '29-02-1900')).body.message).toBe('Tanggal lahir tidak valid.');
  });

  it('tanggal bukan DD-MM-YYYY atau tidak ada di kalender ditolak', async () => {
    expect((await add('1', 'Siti', '1998-08-17')).body.message).toBe('Tanggal harus berformat DD-MM-YYYY.');
    expect(await add('1', 'Siti', '31-02-1998')).toEqual({ code: 400, body: { status: false, message: 'Tanggal lahir tidak valid.' } });
  });

  it('GET menjawab 5 ulang tahun terdekat, yang terdekat lebih dulu, dengan hariLagi', async () => {
    const offsets = [40, 3, 200, 0, 11, 90, 19];
    for (const [i, days] of offsets.entries()) await add(String(i), `Orang ${days}`, birthdayIn(days));
    const { body } = await call('GET', path, { query: { webhookUrl: hook } });
    const rows = body.data as { name: string; hariLagi: number }[];
    expect(rows.map((r) => r.hariLagi)).toEqual([0, 3, 11, 19, 40]);
    expect(rows.map((r) => r.name)).toEqual(['Orang 0', 'Orang 3', 'Orang 11', 'Orang 19', 'Orang 40']);
    expect(body.message).toBe('5 ulang tahun terdekat.');
  });

  it('PUT mengganti data seseorang; DELETE dengan webhookUrl dan userId menghapusnya', async () => {
    await add('1', 'Siti', '17-08-1998');
    const put = await call('PUT', path, { body: { webhookUrl: hook, birthdayData: { userId: '1', name: 'Siti R.', date: '18-08-1998', tags: ['futsal'] } } });
    expect(put.body.message).toBe('Data ulang tahun berhasil diperbarui.');
    expect(put.body.data).toMatchObject({ channelId: '111', birthdayData: { name: 'Siti R.', date: '18-08-1998', tags: ['futsal'] } });
    expect((await call('DELETE', path, { body: { webhookUrl: hook, userId: '1' } })).body.message).toBe('Data ulang tahun berhasil dihapus.');
    expect(await call('DELETE', path, { body: { webhookUrl: hook, userId: '1' } })).toEqual({ code: 404, body: { status: false, message: 'Data ulang tahun tidak ditemukan.' } });
    const list = await call('GET', path, { query: { webhookUrl: hook } });
    expect(list.body).toEqual({ status: true, message: 'Belum ada data ulang tahun untuk webhook ini.', data: [] });
  });

  it('satu webhook menyimpan paling banyak 500 orang; nama yang terlalu panjang ditolak', async () => {
    expect(birthdayLimits.perBook).toBe(500);
    for (let i = 0; i < birthdayLimits.perBook; i++) expect((await add(String(i), 'Orang', '01-02-2000')).code).toBe(200);
    expect(await add('satu-lagi', 'Orang', '01-02-2000')).toEqual({
      code: 409,
      body: { status: false, message: 'Satu webhook menyimpan paling banyak 500 ulang tahun. Hapus data lama terlebih dahulu.' },
    });
    expect((await add('x', 'N'.repeat(101), '01-02-2000')).body.message).toBe('Nama maksimal 100 karakter.');
  }, 60_000);

  it('orang yang sama tidak bisa ditambahkan dua kali ke satu webhook', async () => {
    await add('1', 'Siti', '17-08-1998');
    expect((await add('1', 'Siti', '17-08-1998')).body.message).toBe('Data ulang tahun untuk user ini sudah ada.');
  });
});

describe('hari menuju ulang tahun', () => {
  const today = new Date(Date.UTC(2026, 11, 30));
  it('melewati akhir tahun dan 29 Februari jatuh pada 1 Maret', () => {
    expect(daysUntil('30-12-1990', today)).toBe(0);
    expect(daysUntil('02-01-1990', today)).toBe(3);
    expect(daysUntil('29-02-2000', today)).toBe(61);
  });
  it('hanya 5 yang terdekat', () => {
    const list = ['01-01', '05-01', '10-01', '15-01', '20-01', '25-01'].map((d, i) => ({ userId: String(i), name: d, date: `${d}-1990`, tags: [] }));
    expect(nearestBirthdays(list, today).map((b) => b.name)).toEqual(['01-01', '05-01', '10-01', '15-01', '20-01']);
  });
});
