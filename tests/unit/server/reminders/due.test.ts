import { describe, expect, it } from 'vitest';
import { birthdayFirings, sholatFirings, weatherFirings } from '../../../../src/server/reminders/due.ts';
import { prayerTimes, quakeOf } from '../../../../src/server/reminders/content.ts';
import type { DueSubscription } from '../../../../src/server/store/index.ts';

const sub = (over: Partial<DueSubscription>): DueSubscription => ({ id: 'wh-1', accountId: 'a', kind: 'weather', webhookUrl: 'https://x.example/h', waktu: [], ...over });
const window = (iso: string, minutes = 2) => [new Date(iso), new Date(new Date(iso).getTime() + minutes * 60_000)] as const;

describe('kapan pengingat jatuh tempo', () => {
  it('cuaca: setiap HH:mm di zona kota (WIB, WITA, WIT), sekali per waktu', () => {
    const [from, to] = window('2025-08-17T00:59:00Z');
    const due = weatherFirings([sub({ kota: 'Jakarta', waktu: ['08:00', '08:00'] }), sub({ id: 'wh-2', kota: 'Makassar', waktu: ['09:00'] }), sub({ id: 'wh-3', kota: 'Jayapura', waktu: ['10:00', '11:00'] })], from, to);
    expect(due.map((f) => [f.targetId, f.event, f.dueAt.toISOString()])).toEqual([
      ['wh-1', 'cuaca 08:00', '2025-08-17T01:00:00.000Z'],
      ['wh-2', 'cuaca 09:00', '2025-08-17T01:00:00.000Z'],
      ['wh-3', 'cuaca 10:00', '2025-08-17T01:00:00.000Z'],
    ]);
    // The same reminder planned again has the same id: the queue keeps it once.
    expect(weatherFirings([sub({ kota: 'Jakarta', waktu: ['08:00'] })], from, to)[0].id).toBe(due[0].id);
  });

  it('cuaca: tengah malam di zona kota masuk ke hari berikutnya', () => {
    const [from, to] = window('2025-08-17T16:59:00Z');
    expect(weatherFirings([sub({ kota: 'Bandung', waktu: ['00:00'] })], from, to).map((f) => f.dueAt.toISOString())).toEqual(['2025-08-17T17:00:00.000Z']);
  });

  it('sholat: setiap waktu sholat hari itu dari jawaban API; jawaban contoh tidak menjadwalkan apa pun', async () => {
    const answer = { status: 200, example: null, json: { status: true, data: { kota: 'Jakarta', jadwal: [{ tanggal: '17-08-2025', imsak: '04:29', subuh: '04:39', terbit: '05:55', dzuhur: '11:58', ashar: '15:20', maghrib: '17:54', isya: '19:05' }] } } };
    const asked: string[] = [];
    const [from, to] = window('2025-08-17T10:53:00Z');
    const due = await sholatFirings([sub({ kind: 'sholat', kota: 'Jakarta' })], from, to, async (_s, date) => (asked.push(date), prayerTimes(answer, date)));
    expect(asked).toEqual(['17-08-2025']);
    expect(due.map((f) => [f.event, f.dueAt.toISOString()])).toEqual([['sholat maghrib 17:54', '2025-08-17T10:54:00.000Z']]);
    expect(prayerTimes({ ...answer, example: 'Jakarta tanggal tertentu' }, '17-08-2025')).toBeNull();
    expect(prayerTimes(answer, '18-08-2025')).toBeNull();
  });

  it('ulang tahun: satu pesan per buku pada jam yang diatur (WIB); 29 Februari jatuh pada 1 Maret', () => {
    const book = { id: 'wh-ultah-1', accountId: 'a', webhookUrl: 'https://x.example/h', people: [{ userId: 'u', name: 'Siti', date: '29-02-2000', tags: [] }] };
    const [from, to] = window('2025-03-01T00:59:00Z');
    expect(birthdayFirings([book], from, to, '08:00').map((f) => [f.event, f.dueAt.toISOString()])).toEqual([['ulang tahun 01-03', '2025-03-01T01:00:00.000Z']]);
    expect(birthdayFirings([book], ...window('2025-03-02T00:59:00Z'), '08:00')).toEqual([]);
  });

  it('gempa: hanya gempa M 5.0+ dari jawaban nyata, bukan contoh', () => {
    const real = (magnitude: string) => ({ status: 200, example: null, json: { status: true, data: { Tanggal: '14 Mei 2025', Jam: '08:42:17 WIB', Wilayah: 'Mentawai', Magnitude: magnitude } } });
    expect(quakeOf(real('5.6'))?.id).toBe('14 Mei 2025 08:42:17 WIB Mentawai');
    expect(quakeOf(real('4.9'))).toBeNull();
    expect(quakeOf({ ...real('5.6'), example: 'Gempa M 5.0+ terkini' })).toBeNull();
  });
});
