import MiniSearch from 'minisearch';
import type { SearchDocument } from './search-documents.ts';

export const maxResults = 12;

/** Paths split on `/`, `-`, `{` as well, so 'qrcode' in `/tools/decode-qrcode` is a word. */
const tokenize = (text: string, field?: string) =>
  // The entry id stays whole: 'qrcode' is the id of one entry, a part of 'decode-qrcode'.
  field === 'entryId' ? [text] : text.split(/[\s/\-_{}.,:;()?!'"]+/).filter(Boolean);

export interface EntrySearch {
  search: (query: string) => SearchDocument[];
}

/**
 * Typo-tolerant search over titles, summaries, paths, groups and input names: every word of the
 * query must match a word of the entry, as a prefix or within one or two typos.
 */
export function createEntrySearch(documents: SearchDocument[]): EntrySearch {
  const index = new MiniSearch<SearchDocument>({
    fields: ['entryId', 'title', 'path', 'groupLabel', 'summary', 'inputs'],
    tokenize,
    searchOptions: { boost: { entryId: 3, title: 3, path: 2, groupLabel: 1.5 }, prefix: true, fuzzy: 0.25, combineWith: 'AND' },
  });
  index.addAll(documents);
  const byId = new Map(documents.map((d) => [d.id, d]));
  return {
    search(query) {
      const words = query.trim();
      if (!words) return documents.slice(0, maxResults);
      // Words typed apart that belong together ('qr kode' for 'qrcode') also count as one.
      const joined = words.replace(/\s+/g, '');
      const scores = new Map<string, number>();
      const hits = [...index.search(words), ...(joined === words ? [] : index.search(joined))];
      for (const hit of hits) scores.set(String(hit.id), (scores.get(String(hit.id)) ?? 0) + hit.score);
      return [...scores]
        .sort((a, b) => b[1] - a[1])
        .slice(0, maxResults)
        .flatMap(([id]) => byId.get(id) ?? []);
    },
  };
}
