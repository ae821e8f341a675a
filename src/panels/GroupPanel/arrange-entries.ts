import type { EntrySummary } from '../../catalog/types.ts';

/** Within a section, the order a reader follows: create, read, update, delete. */
const methodOrder = ['POST', 'GET', 'PUT', 'PATCH', 'DELETE'];
const byMethod = (a: EntrySummary, b: EntrySummary) => methodOrder.indexOf(a.method) - methodOrder.indexOf(b.method);

export interface EntrySection<E extends EntrySummary = EntrySummary> {
  id: string;
  label: string;
  entries: E[];
}

/**
 * The order a group panel shows its entries in: tryable entries and documentation-only entries
 * without a section first (catalog order), then one heading per section, in the order the
 * group's `sections` declares them (undeclared ones after, titled by their id), each listing its
 * entries as create, read, update, delete.
 */
export function arrangeEntries<E extends EntrySummary>(entries: readonly E[], labels: Record<string, string> = {}): { plain: E[]; sections: EntrySection<E>[] } {
  const plain: E[] = [];
  const bySection = new Map<string, E[]>(Object.keys(labels).map((id) => [id, []]));
  for (const entry of entries) {
    if (entry.tryable || !entry.section) plain.push(entry);
    else bySection.set(entry.section, [...(bySection.get(entry.section) ?? []), entry]);
  }
  const sections = [...bySection.entries()]
    .filter(([, list]) => list.length > 0)
    .map(([id, list]) => ({ id, label: labels[id] ?? id, entries: [...list].sort(byMethod) }));
  return { plain, sections };
}
