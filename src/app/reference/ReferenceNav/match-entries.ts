import type { ReferenceGroup } from '../../../catalog/reference.ts';

/** Folds case and accents, so "cuaca" finds "Cuaca" and "e" finds "é". */
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The groups with only the entries whose title, id, path, method or group name holds every word
 * of the filter; groups left empty are dropped. An empty filter keeps everything.
 */
export function matchEntries(groups: ReferenceGroup[], filter: string): ReferenceGroup[] {
  const words = fold(filter).split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  return groups
    .map((group) => ({
      ...group,
      entries: group.entries.filter((entry) => {
        const haystack = fold([entry.title, entry.id, entry.path, entry.method, group.label].join(' '));
        return words.every((w) => haystack.includes(w));
      }),
    }))
    .filter((group) => group.entries.length > 0);
}
