import type { CatalogEntry } from '../../catalog/types.ts';

/** An entry as the reference pages get it: the catalog's description without its file's place on disk. */
export type ReferenceEntry = Omit<CatalogEntry, 'file'>;

export function referenceEntry({ file: _file, ...entry }: CatalogEntry): ReferenceEntry {
  return entry;
}
