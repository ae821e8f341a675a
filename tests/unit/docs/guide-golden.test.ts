import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { guideIndex } from '../../../src/catalog/exporters/guide-index.ts';
import { postmanGuide } from '../../../src/catalog/exporters/guide.ts';
import { loadCatalog } from '../../../src/catalog/loader.ts';
import { parseBlocks, parseInline } from '../../../src/panels/EntryDoc/markdown-blocks.ts';

// A catalog of its own, so the golden files change only when the guide writer does.
const golden = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'golden');
const { catalog, problems } = loadCatalog(join(golden, 'catalog'));

/** Compares with the golden file; `UPDATE_GOLDEN=1` rewrites it after a deliberate change. */
function matchGolden(name: string, text: string) {
  const path = join(golden, name);
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  expect(text).toBe(readFileSync(path, 'utf8'));
}

describe('panduan Postman (golden)', () => {
  it('katalog contoh dimuat tanpa masalah', () => {
    expect(problems).toEqual([]);
  });

  it('panduan Kartu Ucapan sama dengan berkas golden', () => {
    matchGolden('guides/kartu/kartu-ucapan.md', postmanGuide(catalog.groups[0].entries[0]));
  });

  it('halaman indeks sama dengan berkas golden', () => {
    matchGolden('guides/README.md', guideIndex(catalog));
  });

  it('portal membaca panduan kembali: judul bagian, tabel dengan | di dalam sel, blok kode', () => {
    const blocks = parseBlocks(postmanGuide(catalog.groups[0].entries[0], { heading: false }));
    expect(blocks.filter((b) => b.kind === 'heading').map((b) => b.kind === 'heading' && b.text)).toEqual([
      'Langkah di Postman',
      'Jawaban',
      'Kartu ulang tahun',
      'Kesalahan',
    ]);
    const body = blocks.find((b) => b.kind === 'table' && b.header[0] === 'Key' && b.header[1] === 'Jenis');
    expect(body?.kind === 'table' && body.rows.map((r) => [r[0], r[2]])).toEqual([
      ['foto', 'pixel.png'],
      ['teks', 'Selamat ulang tahun | semoga sehat'],
      ['extra', 'dari: Budi'],
    ]);
    expect(parseInline('Isi URL: `{{baseUrl}}/a`, klik **Send**.')).toEqual([
      { kind: 'text', text: 'Isi URL: ' },
      { kind: 'code', text: '{{baseUrl}}/a' },
      { kind: 'text', text: ', klik ' },
      { kind: 'strong', text: 'Send' },
      { kind: 'text', text: '.' },
    ]);
  });
});
