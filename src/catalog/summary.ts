import type { Catalog, CatalogEntry, EntrySummary, GroupSummary } from './types.ts';

export function summarizeEntry(entry: CatalogEntry): EntrySummary {
  const { id, group, title, summary, tag, method, path, tryable, section, deprecated } = entry;
  return { id, group, title, summary, tag, method, path, tryable, ...(section ? { section } : {}), ...(deprecated ? { deprecated } : {}) };
}

/** The catalog's index: group tiles only, all the first page load carries. */
export function catalogIndex(catalog: Catalog): GroupSummary[] {
  return catalog.groups.map(({ entries, file: _file, ...group }) => ({ ...group, entryCount: entries.length }));
}
