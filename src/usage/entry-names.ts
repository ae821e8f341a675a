import documents from 'virtual:portal-search';

/** What the log knows of a catalog entry id: its group (to reopen it) and its title (to name it). */
export interface EntryName {
  group: string;
  title: string;
}

const byId = new Map<string, EntryName>(documents.map((d) => [d.entryId, { group: d.group, title: d.title }]));

export function entryName(id: string | null): EntryName | undefined {
  return id ? byId.get(id) : undefined;
}

/** An entry's title, else its id or path as the log has it. */
export const entryLabel = (id: string | null, path = ''): string => entryName(id)?.title ?? id ?? path;
