import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/catalog/loader.ts';
import { formatProblems } from '../../../src/catalog/problems.ts';
import { widgetNames } from '../../../src/catalog/renderer-kinds.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A one-entry catalog whose entry answers with `response` (YAML lines, indented under `response:`). */
function problemsFor(response: string): string {
  const root = mkdtempSync(join(tmpdir(), 'katalog-'));
  dirs.push(root);
  mkdirSync(join(root, 'g'));
  writeFileSync(join(root, 'g', '_group.yaml'), 'label: G\ntitle: Fitur G\norder: 1\nstatus: active\n');
  const entry = [
    'id: contoh',
    'title: Contoh',
    'summary: Contoh jawaban.',
    'tag: internal',
    'method: GET',
    'path: /contoh',
    'schema: { type: object, properties: {} }',
    'response:',
    response,
    'error: Gagal mengambil data.',
    'examples:',
    '  - request: {}',
    '    response: { json: { status: true, data: { kota: Bandung }, urls: [] } }',
    '',
  ].join('\n');
  writeFileSync(join(root, 'g', 'contoh.yaml'), entry);
  return formatProblems(loadCatalog(root).problems);
}

describe('opsi tampilan jawaban diperiksa catalog:lint', () => {
  it('fields dengan judul bertempat, gambar, JSON mentah dan nilai yang bisa disalin diterima', () => {
    const response = [
      '  kind: fields',
      '  fields:',
      '    title: Cuaca di {data.kota}',
      '    untitled: Cuaca',
      '    items:',
      '      Kota: { path: data.kota, required: true, copy: { label: Salin kota, copied: Kota berhasil disalin! } }',
      '    hideAbsent: true',
      '    more: { path: data, except: [id] }',
      "    image: { path: data.peta, alt: 'Peta {data.kota}', base: https://contoh.id/peta/, missing: Peta tidak tersedia. }",
      '    message: message',
      '    raw: true',
    ].join('\n');
    expect(problemsFor(response)).toBe('');
  });

  it('gambar dari JSON tanpa alt ditolak dengan file:baris:kolom', () => {
    expect(problemsFor('  kind: image\n  image: { path: urls }')).toMatch(/contoh\.yaml:10:\d+ 'response\.image': kunci 'alt' wajib ada/);
  });

  it('jawaban gambar tanpa opsi tetap sah (gambarnya adalah jawaban itu sendiri)', () => {
    expect(problemsFor('  kind: image')).toBe('');
  });

  it('opsi yang salah ketik ditolak', () => {
    expect(problemsFor('  kind: table\n  table: { path: data.jadwal, caption: Jadwal, columns: { Tanggal: tanggal }, rowheader: true }')).toMatch(
      /'response\.table': kunci 'rowheader' tidak dikenal/,
    );
  });

  it('tombol salin tanpa pesan toastnya ditolak', () => {
    expect(problemsFor('  kind: fields\n  fields: { title: T, items: { IP: { path: ip, copy: { label: Salin IP } } } }')).toMatch(/kunci 'copied' wajib ada/);
  });

  it('widget yang tidak punya folder ditolak, dengan daftar folder widget', () => {
    expect(problemsFor('  kind: widget\n  widget: weather-card')).toContain(`'response.widget': nilai harus salah satu dari ${widgetNames.join(', ')}`);
  });
});

describe('tombol baris tabel membuka entri lain grupnya', () => {
  const table = (open: string) => `  kind: table\n  table: { path: data, caption: Hasil, columns: { Nama: nama }, open: { ${open}, path: id, label: Lihat detail, name: 'Lihat detail {nama}' } }`;

  it('entri yang tidak ada di grup ditolak', () => {
    expect(problemsFor(table('entry: detail, input: id'))).toMatch(/contoh\.yaml:\d+:\d+ entri 'detail' tidak ada di grup ini \(ada: contoh\)/);
  });

  it('input yang bukan milik entri tujuan ditolak', () => {
    expect(problemsFor(table('entry: contoh, input: id'))).toMatch(/'id' bukan input entri 'contoh'/);
  });
});
