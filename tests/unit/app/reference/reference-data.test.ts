import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerExamples } from '../../../../src/app/reference/answer-examples.ts';
import { jsonTokens } from '../../../../src/app/reference/JsonCode/json-tokens.ts';
import { referenceEntry } from '../../../../src/app/reference/reference-data.ts';
import { fillSample } from '../../../../src/app/reference/sample-origin.ts';
import { matchEntries } from '../../../../src/app/reference/ReferenceNav/match-entries.ts';
import { parameterTable } from '../../../../src/app/reference/parameter-table.ts';
import { catalogDir, loadCatalog } from '../../../../src/catalog/loader.ts';
import { ORIGIN_PLACEHOLDER, referenceIndex } from '../../../../src/catalog/reference.ts';
import type { CatalogEntry } from '../../../../src/catalog/types.ts';

const root = join(import.meta.dirname, '..', '..', '..', '..');
const { catalog } = loadCatalog(catalogDir(root));
const entries = catalog.groups.flatMap((g) => g.entries);
const entry = (id: string): CatalogEntry => entries.find((e) => e.id === id)!;
const fixtures = readdirSync(join(root, 'public', 'fixtures')).map((name) => `public/fixtures/${name}`);

describe('contoh request halaman referensi', () => {
  it('QR: tiap bahasa potongan kode, dengan APIKEY_ANDA dan input contoh', async () => {
    const { samples } = await referenceEntry(entry('qrcode'), root, fixtures);
    expect(samples.map((s) => s.label)).toEqual(['cURL', 'JavaScript', 'Node', 'Python', 'PHP', 'Go', 'Postman']);
    const url = `${ORIGIN_PLACEHOLDER}/api/proxy/tools/qrcode?url=https%3A%2F%2Fexample.com&width=200&ecl=M&apikey=APIKEY_ANDA`;
    expect(samples[0]!.code).toBe(`curl -X POST '${url}'`);
    expect(samples.find((s) => s.language === 'python')!.code).toContain(`url = "${url}"\n\nresponse = requests.post(url)`);
    for (const s of samples) expect(s.code, s.label).toContain('APIKEY_ANDA');
  });

  it('unggahan berkas tampil dengan nama berkas contohnya', async () => {
    const { samples } = await referenceEntry(entry('decode-qrcode'), root, fixtures);
    expect(samples[0]!.code).toMatch(/-F 'image=@[\w.-]+\.png;type=image\/png'/);
  });

  it('contoh diisi alamat portal dan kunci pembaca (atau kunci tersamar)', () => {
    const code = `curl '${ORIGIN_PLACEHOLDER}/api/x?apikey=APIKEY_ANDA'`;
    expect(fillSample(code, 'https://portal.contoh.id', '••••••••abcd', 'APIKEY_ANDA')).toBe("curl 'https://portal.contoh.id/api/x?apikey=••••••••abcd'");
  });
});

describe('contoh jawaban halaman referensi', () => {
  it('PNG ditampilkan sebagai gambar dengan ukurannya', async () => {
    const { answers } = await referenceEntry(entry('qrcode'), root, fixtures);
    expect(answers).toEqual([
      { name: 'QR sebuah URL', status: 200, view: { kind: 'image', src: '/fixtures/qrcode-example.png', mediaType: 'image/png', width: 200, height: 200 } },
    ]);
  });

  it('berkas non-gambar menjadi unduhan dengan nama dari spesifikasi', () => {
    const favicon = answerExamples(entry('favicon-generator'));
    expect(favicon[0]!.view).toEqual({ kind: 'download', href: '/fixtures/favicons.zip', filename: 'favicons.zip', mediaType: 'application/zip' });
  });

  it('JSON ditampilkan dengan placeholder terisi dan status per contoh', () => {
    const answers = answerExamples(entry('birthday-create'));
    expect(answers.map((a) => a.status)).toContain(400);
    expect(answers.every((a) => a.view.kind === 'json')).toBe(true);
  });

  it('contoh tiap endpoint berbeda satu sama lain dan bernama', () => {
    const same: string[] = [];
    for (const e of entries) {
      const seen = new Map<string, string>();
      for (const a of answerExamples(e)) {
        const key = JSON.stringify(a.view);
        if (seen.has(key)) same.push(`${e.id}: '${a.name}' = '${seen.get(key)}'`);
        seen.set(key, a.name);
      }
      if (e.examples.length > 1) expect(e.examples.every((x) => x.name), e.id).toBe(true);
    }
    // Entries rewritten elsewhere (weather, quakes, prayer times, iqc, RPG) are left out of this check.
    expect(same.filter((line) => !/^(cuaca|gempa|sholat|sholat-cached|iqc|rpg-[\w-]+):/.test(line))).toEqual([]);
  });
});

describe('JSON berwarna', () => {
  it('token menyusun kembali JSON yang sama dan mengenali kunci, string, angka, literal', () => {
    const value = { nama: 'Budi "B"', umur: 30, aktif: true, catatan: null, skor: [-1.5e3] };
    const tokens = jsonTokens(value);
    expect(tokens.map((t) => t.text).join('')).toBe(JSON.stringify(value, null, 2));
    expect(tokens.filter((t) => t.kind === 'key').map((t) => t.text)).toEqual(['"nama"', '"umur"', '"aktif"', '"catatan"', '"skor"']);
    expect(tokens.filter((t) => t.kind === 'string').map((t) => t.text)).toEqual(['"Budi \\"B\\""']);
    expect(tokens.filter((t) => t.kind === 'number').map((t) => t.text)).toEqual(['30', '-1500']);
    expect(tokens.filter((t) => t.kind === 'literal').map((t) => t.text)).toEqual(['true', 'null']);
  });
});

describe('navigasi dan tabel parameter', () => {
  it('saringan mencocokkan judul, id dan path tanpa peduli huruf besar', () => {
    const groups = referenceIndex(catalog);
    const found = matchEntries(groups, 'QR code').flatMap((g) => g.entries.map((e) => e.id));
    expect(found).toEqual(expect.arrayContaining(['qrcode', 'decode-qrcode']));
    expect(matchEntries(groups, 'tidakadaapapun')).toEqual([]);
    expect(matchEntries(groups, '  ')).toBe(groups);
  });

  it('birthday-create mencantumkan field bersarang birthdayData dengan batasnya', () => {
    const table = parameterTable(entry('birthday-create'));
    if (table?.kind !== 'table') throw new Error('tanpa tabel');
    const rows = new Map(table.rows.map((r) => [JSON.stringify(r[0]), r]));
    const row = (name: string) => rows.get(JSON.stringify([{ kind: 'code', text: name }]));
    expect(row('birthdayData.userId')?.slice(1, 4)).toEqual([['body'], ['string'], ['Ya']]);
    expect(JSON.stringify(row('birthdayData.date'))).toContain('Pola');
    expect(JSON.stringify(row('birthdayData.tags'))).toContain('Maksimal 10 item');
    expect(JSON.stringify(row('birthdayData.tags'))).toContain('Tiap item: ');
  });
});
