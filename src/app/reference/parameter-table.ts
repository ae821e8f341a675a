import { code, joinTexts, table, type DocBlock } from '../../catalog/exporters/doc-blocks.ts';
import { inputRows } from '../../catalog/exporters/input-facts.ts';
import type { CatalogEntry } from '../../catalog/types.ts';

const locationLabel = { path: 'path', query: 'query', body: 'body' } as const;

/** An entry's inputs, nested fields included, as one table: name, where it travels, type, required, and its description with every limit. */
export function parameterTable(entry: Pick<CatalogEntry, 'path' | 'body' | 'schema'>): DocBlock | null {
  const facts = inputRows(entry);
  if (facts.length === 0) return null;
  return table(
    ['Parameter', 'Lokasi', 'Tipe', 'Wajib', 'Keterangan'],
    facts.map((f) => [
      [code(f.name)],
      locationLabel[f.location],
      f.many ? `${f.type} (beberapa berkas)` : f.type,
      f.required ? 'Ya' : 'Tidak',
      joinTexts([...(f.description || f.label ? [[(f.description ?? f.label).replace(/\.$/, '')]] : []), ...f.limits], '; '),
    ]),
  );
}
