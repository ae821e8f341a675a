import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { projectRoot, startEmbeddedServer } from '../../../../../helpers/embedded-api.ts';

const key = 'kunci-sholat';
/** 23:30 WIB on 29 November 2026: already 30 November in Makassar and Jayapura. */
let now = new Date('2026-11-29T16:30:00Z');
const server = startEmbeddedServer({ apikey: key, token: 'token-sholat', limit: 10_000 }, { clock: () => now });

interface Row {
  tanggal: string;
  subuh: string;
  dzuhur: string;
  maghrib: string;
}
interface Answer {
  status: boolean;
  message: string;
  data?: { kota: string; zona: string; jadwal: Row[] };
}

async function schedule(query: Record<string, string>, path = '/islamic/sholat/cached') {
  const search = new URLSearchParams({ ...query, apikey: key });
  const res = await server.app.inject({ method: 'GET', url: `/api/proxy${path}?${search}` });
  return { code: res.statusCode, body: res.json() as Answer, example: res.headers['x-portal-example'] };
}

describe('API bawaan: jadwal sholat dihitung untuk kota dan tanggal yang diminta', () => {
  it('Surabaya tanggal tertentu: waktu Kemenag, bukan contoh Jakarta', async () => {
    const { code, body, example } = await schedule({ kota: 'surabaya', tanggal: '16-03-2026' });
    expect(code).toBe(200);
    expect(example).toBeUndefined();
    expect(body.message).toBe('Jadwal sholat berhasil diambil.');
    expect(body.data).toMatchObject({ kota: 'Kota Surabaya', zona: 'WIB' });
    // Bimas Islam Kemenag for Surabaya, 16-03-2026: subuh 04:19, dzuhur 11:41, maghrib 17:45 (jawapos.com).
    expect(body.data?.jadwal).toEqual([expect.objectContaining({ tanggal: '16-03-2026', subuh: '04:19', dzuhur: '11:41', maghrib: '17:45' })]);
  });

  it('Jakarta dan Surabaya pada hari yang sama berbeda', async () => {
    const [jakarta, surabaya] = await Promise.all([schedule({ kota: 'Jakarta', tanggal: '01-12-2026' }), schedule({ kota: 'Kota Surabaya', tanggal: '01-12-2026' })]);
    expect(jakarta.body.data?.kota).toBe('Kota Jakarta Pusat');
    expect(jakarta.body.data?.jadwal[0].dzuhur).not.toBe(surabaya.body.data?.jadwal[0].dzuhur);
  });

  it("'now' adalah hari ini di zona kota itu", async () => {
    now = new Date('2026-11-29T16:30:00Z');
    const jakarta = await schedule({ kota: 'Jakarta', tanggal: 'now' });
    const jayapura = await schedule({ kota: 'Jayapura', tanggal: 'now' });
    expect(jakarta.body.data?.jadwal.map((r) => r.tanggal)).toEqual(['29-11-2026']);
    expect(jayapura.body.data?.zona).toBe('WIT');
    expect(jayapura.body.data?.jadwal.map((r) => r.tanggal)).toEqual(['30-11-2026']);
  });

  it('tanggal kosong memberi satu bulan penuh (bulan hari ini di zona kota)', async () => {
    now = new Date('2027-01-31T16:00:00Z'); // 01:00 on 1 February in WIT, 23:00 on 31 January in WIB
    const jayapura = await schedule({ kota: 'Jayapura', tanggal: '' });
    expect(jayapura.code).toBe(200);
    expect(jayapura.body.data?.jadwal.map((r) => r.tanggal)).toEqual(Array.from({ length: 28 }, (_, i) => `${String(i + 1).padStart(2, '0')}-02-2027`));
    const medan = await schedule({ kota: 'Medan' });
    expect(medan.body.data?.jadwal).toHaveLength(31);
    expect(medan.body.data?.jadwal[30].tanggal).toBe('31-01-2027');
  });

  it('tanggal yang tidak ada di kalender ditolak dengan 400', async () => {
    const { code, body } = await schedule({ kota: 'Surabaya', tanggal: '31-02-2025' });
    expect(code).toBe(400);
    expect(body).toEqual({ status: false, message: 'Tanggal "31-02-2025" tidak ada di kalender. Gunakan tanggal yang ada, berformat DD-MM-YYYY.' });
  });

  it('tahun sebelum kalender Masehi (Gregorian) berlaku ditolak dengan 400, bukan dihitung untuk tahun lain', async () => {
    const { code, body } = await schedule({ kota: 'Surabaya', tanggal: '01-01-0050' });
    expect(code).toBe(400);
    expect(body).toEqual({ status: false, message: 'Tanggal "01-01-0050" di luar jangkauan jadwal: tahun harus antara 1583 dan 9999.' });
  });

  it('tanggal dengan format lain ditolak oleh skema dengan pesan katalog', async () => {
    const { code, body } = await schedule({ kota: 'Surabaya', tanggal: '2025-02-01' });
    expect(code).toBe(400);
    expect(body.message).toBe("Tanggal harus 'now' atau berformat DD-MM-YYYY.");
  });

  it('kota yang tidak dikenal: 404 dengan nama terdekat', async () => {
    const { code, body } = await schedule({ kota: 'Surabya', tanggal: 'now' });
    expect(code).toBe(404);
    expect(body).toEqual({ status: false, message: 'Kota "Surabya" tidak ditemukan. Mungkin maksud Anda: Kota Surabaya.' });
  });

  it('endpoint tanpa cache menjawab jadwal yang sama', async () => {
    const cached = await schedule({ kota: 'Makassar', tanggal: '04-08-2024' });
    const direct = await schedule({ kota: 'Makassar', tanggal: '04-08-2024' }, '/islamic/sholat');
    expect(direct.code).toBe(200);
    expect(direct.body).toEqual(cached.body);
  });
});

interface Example {
  name: string;
  request: Record<string, string>;
  response: { status?: number; json: unknown };
}

describe('contoh di katalog adalah jawaban yang benar-benar dihitung', () => {
  const files = [
    ['sholat-cached.yaml', '/islamic/sholat/cached'],
    ['sholat.yaml', '/islamic/sholat'],
  ] as const;
  const examples = files.flatMap(([file, path]) =>
    (parse(readFileSync(join(projectRoot, 'catalog', 'islamic', file), 'utf8')) as { examples: Example[] }).examples.map((example) => ({ ...example, path, label: `${file}: ${example.name}` })),
  );

  it.each(examples)('$label', async ({ request, response, path }) => {
    now = new Date('2026-11-29T04:30:00Z'); // the day the 'hari ini' and whole-month examples were computed
    const { code, body } = await schedule(request, path);
    expect(code).toBe(response.status ?? 200);
    expect(body).toEqual(response.json);
  });
});
