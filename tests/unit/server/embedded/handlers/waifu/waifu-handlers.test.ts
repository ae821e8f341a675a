import { describe, expect, it } from 'vitest';
import { startEmbeddedServer } from '../../../../../helpers/embedded-api.ts';

const key = 'kunci-waifu';
const user = '123456789';

const server = startEmbeddedServer({ apikey: key, token: 'token-waifu', limit: 10_000 }, {}, 'test');

type Method = 'GET' | 'POST' | 'DELETE';
async function call(method: Method, path: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams({ ...query, apikey: key });
  const res = await server.app.inject({ method, url: `/api/proxy${path}?${search}` });
  return { code: res.statusCode, body: res.json() as { status: boolean; message: string; data?: unknown } };
}

const claim = (waifuid: string, imgurl = '/fixtures/waifu.png?gambar=3', userId = user) => call('POST', '/claim', { userId, waifuid, imgurl });
const unclaim = (waifuid: string) => call('DELETE', '/unclaim', { userId: user, waifuid });
const marry = (waifuid: string) => call('POST', '/marry', { userId: user, waifuid });
const unmarry = (waifuid: string) => call('DELETE', '/unmarry', { userId: user, waifuid });
const myclaim = () => call('GET', '/myclaim', { userId: user });
const mymarriage = () => call('GET', '/mymarriage', { userId: user });

describe('API bawaan: waifu acak dan pencarian', () => {
  it('waifu acak membawa character_details (nama, anime, waifuid) dan daftar images', async () => {
    const { code, body } = await call('GET', '/features/waifus/random');
    expect(code).toBe(200);
    const data = body.data as { character_details: Record<string, string>; images: string[] };
    expect(Object.keys(data.character_details).sort()).toEqual(['anime', 'nama', 'waifuid']);
    expect(data.images.length).toBeGreaterThan(0);
  });

  it('pencarian tanpa nama menjawab "Masukkan nama waifu."', async () => {
    const { code, body } = await call('GET', '/features/waifus/search');
    expect(code).toBe(400);
    expect(body).toEqual({ status: false, message: 'Masukkan nama waifu.' });
  });

  it('pencarian sebagian nama tanpa peduli huruf besar menemukan Mikasa', async () => {
    const { body } = await call('GET', '/features/waifus/search', { nama: 'mikasa' });
    expect(body.data).toMatchObject({ character_details: { nama: 'Mikasa Ackerman', anime: 'Shingeki no Kyojin', waifuid: '2210' } });
  });

  it('pencarian nama yang tidak ada menjawab 404', async () => {
    const { code, body } = await call('GET', '/features/waifus/search', { nama: 'Tidak Ada' });
    expect(code).toBe(404);
    expect(body.message).toBe('Waifu tidak ditemukan.');
  });
});

describe('API bawaan: klaim dan lepas', () => {
  it('tanpa klaim, myclaim menjawab 404', async () => {
    expect(await myclaim()).toEqual({ code: 404, body: { status: false, message: 'Belum ada waifu yang diklaim.' } });
  });

  it('klaim lalu myclaim memuat claimDetails.imgurl dan waifu { nama, waifuid }', async () => {
    expect(await claim('1042')).toEqual({ code: 200, body: { status: true, message: 'Rem berhasil diklaim.' } });
    const { code, body } = await myclaim();
    expect(code).toBe(200);
    expect(body.data).toEqual([{ claimDetails: { imgurl: '/fixtures/waifu.png?gambar=3' }, waifu: { nama: 'Rem', waifuid: '1042' } }]);
  });

  it('klaim dua kali ditolak, waifu yang tidak ada ditolak', async () => {
    await claim('1042');
    expect(await claim('1042')).toEqual({ code: 409, body: { status: false, message: 'Kamu sudah mengklaim waifu ini.' } });
    expect((await claim('9999')).body.message).toBe('Waifu tidak ditemukan.');
  });

  it('melepas klaim mengosongkan daftar lagi; melepas yang tidak diklaim ditolak', async () => {
    await claim('2210');
    expect((await unclaim('2210')).body).toEqual({ status: true, message: 'Klaim Mikasa Ackerman berhasil dilepas.' });
    expect((await myclaim()).code).toBe(404);
    expect(await unclaim('2210')).toEqual({ code: 404, body: { status: false, message: 'Kamu belum mengklaim waifu ini.' } });
    expect(await unclaim('9999')).toEqual({ code: 404, body: { status: false, message: 'Waifu tidak ditemukan.' } });
  });

  it('klaim tanpa waifuid menjawab pesan katalog', async () => {
    const res = await call('POST', '/claim', { userId: user, imgurl: '/fixtures/waifu.png' });
    expect(res).toEqual({ code: 400, body: { status: false, message: 'Waifu ID tidak boleh kosong.' } });
  });
});

describe('API bawaan: menikah dan bercerai', () => {
  it('tanpa pernikahan, mymarriage menjawab 404', async () => {
    expect(await mymarriage()).toEqual({ code: 404, body: { status: false, message: 'Kamu belum menikah dengan waifu mana pun.' } });
  });

  it('tidak bisa menikahi waifu yang belum diklaim', async () => {
    expect(await marry('1042')).toEqual({ code: 409, body: { status: false, message: 'Klaim waifu ini terlebih dahulu sebelum menikahinya.' } });
  });

  it('klaim → nikah: mymarriage memuat waifu { nama, imgurl } dan marriageDate', async () => {
    await claim('1042', '/fixtures/waifu.png?gambar=5');
    expect((await marry('1042')).body).toEqual({ status: true, message: 'Selamat! Kamu sekarang menikah dengan Rem.' });
    const { code, body } = await mymarriage();
    expect(code).toBe(200);
    const data = body.data as { waifu: Record<string, string>; marriageDate: string };
    expect(data.waifu).toEqual({ nama: 'Rem', imgurl: '/fixtures/waifu.png?gambar=5', waifuid: '1042' });
    expect(Number.isNaN(Date.parse(data.marriageDate))).toBe(false);
  });

  it('hanya satu pernikahan; waifu yang dinikahi tidak bisa dilepas', async () => {
    await claim('1042');
    await claim('2210');
    await marry('1042');
    expect(await marry('1042')).toEqual({ code: 409, body: { status: false, message: 'Kamu sudah menikah dengan waifu ini.' } });
    expect((await marry('2210')).body.message).toBe('Kamu sudah menikah dengan Rem. Batalkan pernikahan terlebih dahulu.');
    expect(await unclaim('1042')).toEqual({
      code: 409,
      body: { status: false, message: 'Waifu yang sudah dinikahi tidak bisa dilepas. Batalkan pernikahan terlebih dahulu.' },
    });
  });

  it('batal nikah mengembalikan 404 di mymarriage; klaimnya tetap ada dan bisa dilepas', async () => {
    await claim('1042');
    await marry('1042');
    expect(await unmarry('2210')).toEqual({ code: 409, body: { status: false, message: 'Kamu tidak sedang menikah dengan waifu ini.' } });
    expect((await unmarry('1042')).body).toEqual({ status: true, message: 'Pernikahan dengan Rem berhasil dibatalkan.' });
    expect((await mymarriage()).code).toBe(404);
    expect(await unmarry('1042')).toEqual({ code: 404, body: { status: false, message: 'Kamu belum menikah dengan waifu mana pun.' } });
    expect((await myclaim()).code).toBe(200);
    expect((await unclaim('1042')).code).toBe(200);
  });
});

describe('API bawaan: peringkat', () => {
  type Row = { nama: string; anime: string; claimedBy: string[] };
  const ranking = async () => (await call('GET', '/ranking')).body.data as Row[];

  it('memuat nama, anime dan claimedBy, yang paling banyak diklaim lebih dulu', async () => {
    const rows = await ranking();
    expect(Object.keys(rows[0]).sort()).toEqual(['anime', 'claimedBy', 'nama']);
    const counts = rows.map((r) => r.claimedBy.length);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('klaim dan lepas mengubah claimedBy', async () => {
    const before = (await ranking()).find((r) => r.nama === 'Asuna Yuuki');
    expect(before).toBeUndefined();
    await claim('4126');
    await claim('4126', '/fixtures/waifu.png', '777');
    expect((await ranking()).find((r) => r.nama === 'Asuna Yuuki')).toEqual({ nama: 'Asuna Yuuki', anime: 'Sword Art Online', claimedBy: [user, '777'] });
    await unclaim('4126');
    expect((await ranking()).find((r) => r.nama === 'Asuna Yuuki')?.claimedBy).toEqual(['777']);
  });
});
