import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../../src/catalog/loader.ts';
import { widgetNames } from '../../../../src/catalog/renderer-kinds.ts';
import { widgets } from '../../../../src/renderers/widgets/index.ts';
import { generatedFile, widgetNamesModule } from '../../../../scripts/widget-names.ts';

const { catalog } = loadCatalog(join(__dirname, '..', '..', '..', '..', 'catalog'));
const named = catalog.groups
  .flatMap((g) => g.entries)
  .filter((e) => e.response.kind === 'widget')
  .map((e) => [e.id, e.response.widget ?? '(tanpa nama)'] as const);

describe('registri widget', () => {
  it.each(named)('widget entri %s (%s) terdaftar', (_id, name) => {
    expect(Object.keys(widgets)).toContain(name);
  });

  it('nama widget yang dikenal catalog:lint adalah folder widget, ditulis npm run widgets', () => {
    expect(readFileSync(generatedFile, 'utf8')).toBe(widgetNamesModule());
    expect([...widgetNames].sort()).toEqual(Object.keys(widgets).sort());
  });

  it('paling banyak 5 folder widget: jawaban lain dideklarasikan di YAML', () => {
    expect(widgetNames.length).toBeLessThanOrEqual(5);
  });
});
