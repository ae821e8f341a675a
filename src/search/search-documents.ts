import type { Catalog } from '../catalog/types.ts';
import { entryUrlPath } from '../catalog/request-plan.ts';

/** One searchable endpoint: what a result shows and the words it is found by. */
export interface SearchDocument {
  /** `<group>/<entry>`: unique, and the deep link's tail. */
  id: string;
  entryId: string;
  group: string;
  groupLabel: string;
  title: string;
  summary: string;
  method: string;
  path: string;
  /** Input names and their labels, space-separated. */
  inputs: string;
  /** What the inputs take and what the examples show ('Nama kota, misalnya Jakarta', 'Jakarta hari ini'). */
  details: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The search data of a catalog: entries of active groups only (inactive tiles lead nowhere). */
export function searchDocuments(catalog: Catalog): SearchDocument[] {
  return catalog.groups
    .filter((group) => group.status === 'active')
    .flatMap((group) =>
      group.entries.map((entry) => ({
        id: `${group.id}/${entry.id}`,
        entryId: entry.id,
        group: group.id,
        groupLabel: group.label,
        title: entry.title,
        summary: entry.summary,
        method: entry.method,
        path: entryUrlPath(entry),
        inputs: Object.entries(entry.schema.properties ?? {})
          .flatMap(([name, schema]) => [name, text(schema.title)])
          .filter(Boolean)
          .join(' '),
        details: [...Object.values(entry.schema.properties ?? {}).map((schema) => text(schema.description)), ...entry.examples.map((example) => text(example.name))]
          .filter(Boolean)
          .join(' '),
      })),
    );
}
