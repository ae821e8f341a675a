import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogPlugin } from '../../../scripts/vite-plugin-catalog.ts';
import { writeSyntheticCatalog } from '../../../scripts/synthetic-catalog.ts';

const work = mkdtempSync(join(tmpdir(), 'katalog-indeks-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The code the catalog plugin generates for a virtual module, from a synthetic catalog of `entries` in 5 groups. */
function generated(entries: number, module: string): string {
  const dir = join(work, String(entries));
  writeSyntheticCatalog(dir, entries, Math.ceil(entries / 5));
  const previous = process.env.PORTAL_CATALOG_DIR;
  process.env.PORTAL_CATALOG_DIR = dir;
  try {
    const load = catalogPlugin().load as (id: string) => string | null;
    return load(`\0${module}`) ?? '';
  } finally {
    if (previous === undefined) delete process.env.PORTAL_CATALOG_DIR;
    else process.env.PORTAL_CATALOG_DIR = previous;
  }
}

describe('ubin katalog pada muatan pertama', () => {
  it('membawa ubin grup saja: 400 entri sama besarnya dengan 40 entri di lima grup yang sama', () => {
    const small = generated(40, 'virtual:portal-tiles');
    const large = generated(400, 'virtual:portal-tiles');
    expect(large).toContain('"entryCount":80');
    expect(large).not.toContain('Endpoint sintetis nomor');
    // Only the counts differ (8 vs 80 per group: one more digit each).
    expect(large.length - small.length).toBeLessThanOrEqual(5);
  });

  it('ringkasan entri ikut chunk grupnya', () => {
    const chunk = generated(40, 'virtual:portal-group/sintetis-002');
    expect(chunk).toContain('"summary":"Endpoint sintetis nomor');
  });
});
