import MiniSearch from 'minisearch';
import type { SearchDocument } from './search-documents.ts';
import { withSynonyms } from './synonyms.ts';

export const maxResults = 12;

/** Paths split on `/`, `-`, `{` as well, so 'qrcode' in `/tools/decode-qrcode` is a word. */
const tokenize = (text: string, field?: string) =>
  // The entry id stays whole: 'qrcode' is the id of one entry, a part of 'decode-qrcode'.
  field === 'entryId' ? [text] : text.split(/[\s/\-_{}.,:;()?!'"]+/).filter(Boolean);

/**
 * Two words typed apart that belong together also count as one: 'qr kode' for 'qrcode', and in
 * Indonesian order, noun first, 'kode qr' too. Each word is taken in its group's first spelling.
 */
function joinedForms(words: string): string[] {
  const parts = words.split(/\s+/).map((word) => withSynonyms(word)[0] ?? word);
  if (parts.length < 2) return [];
  const forms = new Set([parts.join(''), ...(parts.length === 2 ? [`${parts[1]}${parts[0]}`] : [])]);
  return [...forms];
}

export interface EntrySearch {
  search: (query: string) => SearchDocument[];
}

/**
 * Typo-tolerant search over titles, summaries, paths, groups, input names and examples: any word
 * of the query may match (as a prefix or within a typo), and entries matching more words, in
 * weightier fields, rank first. One word the index lacks ('sholat jakarta' where only the
 * examples name the city) no longer empties the list.
 */
export function createEntrySearch(documents: SearchDocument[]): EntrySearch {
  const index = new MiniSearch<SearchDocument>({
    fields: ['entryId', 'title', 'path', 'groupLabel', 'summary', 'inputs', 'details'],
    tokenize,
    processTerm: withSynonyms,
    searchOptions: {
      boost: { entryId: 3, title: 3, path: 2, groupLabel: 1.5, inputs: 0.5, details: 0.5 },
      prefix: true,
      fuzzy: 0.2,
      combineWith: 'OR',
    },
  });
  index.addAll(documents);
  const byId = new Map(documents.map((d) => [d.id, d]));
  return {
    search(query) {
      const words = query.trim();
      if (!words) return documents.slice(0, maxResults);
      const scores = new Map<string, number>();
      const hits = [words, ...joinedForms(words)].flatMap((form) => index.search(form));
      for (const hit of hits) scores.set(String(hit.id), (scores.get(String(hit.id)) ?? 0) + hit.score);
      return [...scores]
        .sort((a, b) => b[1] - a[1])
        .slice(0, maxResults)
        .flatMap(([id]) => byId.get(id) ?? []);
    },
  };
}
