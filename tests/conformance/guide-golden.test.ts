import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { code, codeBlock, paragraph, plainText, strong, table, text } from '../../src/catalog/exporters/doc-blocks.ts';
import { guideIndex } from '../../src/catalog/exporters/guide-index.ts';
import { postmanGuide } from '../../src/catalog/exporters/guide.ts';
import { toMarkdown } from '../../src/catalog/exporters/markdown.ts';
import { loadCatalog } from '../../src/catalog/loader.ts';

// A catalog of its own, so the golden files change only when the guide writer does.
const golden = join(dirname(fileURLToPath(import.meta.url)), '..', 'golden');
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
    matchGolden('guides/kartu/kartu-ucapan.md', toMarkdown(postmanGuide(catalog.groups[0].entries[0])));
  });

  it('halaman indeks sama dengan berkas golden', () => {
    matchGolden('guides/README.md', toMarkdown(guideIndex(catalog)));
  });

  it('portal menerima blok yang sama: judul bagian, tabel dengan | di dalam sel, blok kode', () => {
    const blocks = postmanGuide(catalog.groups[0].entries[0], { heading: false });
    expect(blocks.filter((b) => b.kind === 'heading').map((b) => b.kind === 'heading' && plainText(b.text))).toEqual([
      'Langkah di Postman',
      'Jawaban',
      'Kartu ulang tahun',
      'Kesalahan',
    ]);
    const steps = blocks.find((b) => b.kind === 'steps');
    const stepBlocks = steps?.kind === 'steps' ? steps.steps.flat() : [];
    const body = stepBlocks.find((b) => b.kind === 'table' && b.header[0] === 'Key' && b.header[1] === 'Jenis');
    expect(body?.kind === 'table' && body.rows.map((r) => [plainText(r[0]), plainText(r[2])])).toEqual([
      ['foto', 'pixel.png'],
      ['teks', 'Selamat ulang tahun | semoga sehat'],
      ['extra', 'dari: Budi'],
    ]);
    expect(stepBlocks[2]).toEqual({ kind: 'paragraph', text: ['Isi URL: ', { kind: 'code', text: '{{baseUrl}}/api/proxy/maker/kartu/:tema' }, '.'] });
  });

  it('Markdown ditulis dari blok: kode dengan backtick, pipa di sel tabel, langkah bernomor', () => {
    expect(
      toMarkdown([
        paragraph(text`Isi ${code('a`b')} lalu ${strong('Send')}.`),
        table(['A'], [['x | y']]),
        { kind: 'steps', steps: [[paragraph('Satu'), codeBlock('json', '{}')], [paragraph('Dua')]] },
      ]),
    ).toBe('Isi ``a`b`` lalu **Send**.\n\n| A |\n| --- |\n| x \\| y |\n\n**1.** Satu\n\n```json\n{}\n```\n\n**2.** Dua\n');
  });
});
