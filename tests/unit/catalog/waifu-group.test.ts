import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/catalog/loader.ts';
import { formatProblems } from '../../../src/catalog/problems.ts';
import { groupWidgetNames } from '../../../src/catalog/renderer-kinds.ts';
import { catalogIndex } from '../../../src/catalog/summary.ts';
import { groupWidgets } from '../../../src/renderers/group-widgets/index.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function catalogWithGroup(groupYaml: string): string {
  const root = mkdtempSync(join(tmpdir(), 'katalog-'));
  dirs.push(root);
  mkdirSync(join(root, 'g'));
  writeFileSync(join(root, 'g', '_group.yaml'), groupYaml);
  return root;
}

describe('widget grup', () => {
  it('katalog proyek memilih widget waifu dan indeks katalog membawanya ke panel', () => {
    const { catalog } = loadCatalog(join(__dirname, '..', '..', '..', 'catalog'));
    expect(catalogIndex(catalog).find((g) => g.id === 'waifu')?.widget).toBe('waifu');
  });

  it.each(groupWidgetNames)('widget grup %s punya foldernya di src/renderers/group-widgets', (name) => {
    expect(Object.keys(groupWidgets)).toContain(name);
  });

  it('nama widget grup yang salah ketik ditolak catalog:lint dengan file:baris:kolom', () => {
    const root = catalogWithGroup('label: G\ntitle: Fitur G\norder: 1\nstatus: active\nwidget: wafu\n');
    expect(formatProblems(loadCatalog(root).problems)).toMatch(/^katalog-\w+\/g\/_group\.yaml:5:9 'widget': nilai harus salah satu dari waifu$/);
  });
});
