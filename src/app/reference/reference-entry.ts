import type { EntryRelease } from '../../catalog/changes/changes-view.ts';
import type { CatalogEntry } from '../../catalog/types.ts';

/** One request sample: the entry's showcase call in one language, with `APIKEY_ANDA` for the key. */
export interface RequestSample {
  /** A snippet language id (src/snippets/languages.ts). */
  language: string;
  label: string;
  /** The code; the portal's address is `ORIGIN_PLACEHOLDER`, filled in where the page is read. */
  code: string;
}

/** How an example answer shows: its JSON (highlighted), its picture, or a named download. */
export type AnswerView =
  | { kind: 'json'; json: unknown }
  | { kind: 'image'; src: string; mediaType: string; width?: number; height?: number }
  | { kind: 'download'; href: string; filename: string; mediaType: string }
  | { kind: 'computed'; mediaType: string };

/** One example answer of an entry, named for what it shows. */
export interface AnswerExample {
  name: string;
  status: number;
  view: AnswerView;
}

/**
 * An entry as the reference pages get it: the catalog's description without its file's place on
 * disk, with its request samples and example answers made at build time (scripts/vite-plugin-reference.ts).
 */
export type ReferenceEntry = Omit<CatalogEntry, 'file'> & {
  samples: RequestSample[];
  answers: AnswerExample[];
  /** The last releases that changed the entry, newest first (absent or empty: none recorded). */
  releases?: EntryRelease[];
};

/** What the samples show in place of the reader's own key (letters and `_`: no language escapes it). */
export const sampleApiKey = 'APIKEY_ANDA';
