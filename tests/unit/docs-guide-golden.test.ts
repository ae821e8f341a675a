import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { guideIndex } from '../../src/catalog/exporters/guide-index.ts';
import { postmanGuide } from '../../src/catalog/exporters/guide.ts';
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
    matchGolden('guides/kartu/kartu-ucapan.md', postmanGuide(catalog.groups[0].entries[0]));
  });

  it('halaman indeks sama dengan berkas golden', () => {
    matchGolden('guides/README.md', guideIndex(catalog));
  });
});
