import type { EntrySummary, GroupSummary } from '../../catalog/types.ts';

/** Within a section, the order a reader follows: create, read, update, delete. */
const methodOrder = ['POST', 'GET', 'PUT', 'PATCH', 'DELETE'];
const byMethod = (a: EntrySummary, b: EntrySummary) => methodOrder.indexOf(a.method) - methodOrder.indexOf(b.method);

export interface EntrySection {
  id: string;
  label: string;
  entries: EntrySummary[];
}

/**
 * The order a group panel shows its entries in: tryable entries and documentation-only entries
 * without a section first (catalog order), then one heading per section, in the order the
 * group's `sections` declares them (undeclared ones after, titled by their id), each listing its
 * entries as create, read, update, delete.
 */
export function arrangeEntries(group: Pick<GroupSummary, 'entries' | 'sections'>): { plain: EntrySummary[]; sections: EntrySection[] } {
  const declared = Object.keys(group.sections ?? {});
  const plain: EntrySummary[] = [];
  const bySection = new Map<string, EntrySummary[]>(declared.map((id) => [id, []]));
  for (const entry of group.entries) {
    if (entry.tryable || !entry.section) plain.push(entry);
    else bySection.set(entry.section, [...(bySection.get(entry.section) ?? []), entry]);
  }
  const sections = [...bySection.entries()]
    .filter(([, entries]) => entries.length > 0)
    .map(([id, entries]) => ({ id, label: group.sections?.[id] ?? id, entries: [...entries].sort(byMethod) }));
  return { plain, sections };
}
