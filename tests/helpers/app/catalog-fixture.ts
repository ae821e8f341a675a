import type { GroupSummary } from '../../../src/catalog/types.ts';

const group = (id: string, label: string, status: GroupSummary['status']): GroupSummary => ({
  id,
  label,
  title: `Fitur ${label}`,
  order: 0,
  status,
  description: `Deskripsi ${label}`,
  entryCount: 0,
});

/** A small catalog: one group of each status. */
export const testGroups: GroupSummary[] = [
  group('cuaca', 'Cuaca', 'active'),
  group('reminders', 'Reminders', 'disabled'),
  group('story', 'Story', 'coming-soon'),
];
