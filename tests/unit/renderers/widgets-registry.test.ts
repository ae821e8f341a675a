import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/catalog/loader.ts';
import { widgets } from '../../../src/renderers/widgets/index.ts';

const { catalog } = loadCatalog(join(__dirname, '..', '..', '..', 'catalog'));
const named = catalog.groups
  .flatMap((g) => g.entries)
  .filter((e) => e.response.kind === 'widget')
  .map((e) => [e.id, e.response.widget ?? '(tanpa nama)'] as const);

describe('registri widget', () => {
  it.each(named)('widget entri %s (%s) terdaftar', (_id, name) => {
    expect(Object.keys(widgets)).toContain(name);
  });
});
