import MiniSearch from 'minisearch';
import type { SearchDocument } from './search-documents.ts';

export const maxResults = 12;

/** Paths split on `/`, `-`, `{` as well, so 'qrcode' in `/tools/decode-qrcode` is a word. */
const tokenize = (text: string) => text.split(/[\s/\-_{}.,:;()?!'"]+/).filter(Boolean);

export interface EntrySearch {
  search: (query: string) => SearchDocument[];
}

/**
 * Typo-tolerant search over titles, summaries, paths, groups and input names: every word of the
 * query must match a word of the entry, as a prefix or within one or two typos.
 */
export function createEntrySearch(documents: SearchDocument[]): EntrySearch {
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'path', 'groupLabel', 'summary', 'inputs'],
    tokenize,
    searchOptions: { boost: { title: 3, path: 2, groupLabel: 1.5 }, prefix: true, fuzzy: 0.25, combineWith: 'AND' },
  });
  index.addAll(documents);
  const byId = new Map(documents.map((d) => [d.id, d]));
  return {
    search(query) {
      const words = query.trim();
      if (!words) return documents.slice(0, maxResults);
      return index
        .search(words)
        .slice(0, maxResults)
        .flatMap((hit) => byId.get(String(hit.id)) ?? []);
    },
  };
}
