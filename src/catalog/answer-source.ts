import { providerLabels, type ProviderName } from './provider-names.ts';
import type { CatalogEntry } from './types.ts';

/**
 * Where the embedded API's answers of an entry come from, decided here once from the entry: its
 * `handler:` computes them, its `source:` asks a 3rd-party provider (the stored example, with a
 * notice, when that cannot be reached), else they are the stored examples.
 */
export type AnswerSource = { kind: 'computed' } | { kind: 'provider'; provider: ProviderName; label: string } | { kind: 'example' } | { kind: 'none' };

export function answerSource(entry: Pick<CatalogEntry, 'handler' | 'source' | 'examples'>): AnswerSource {
  if (entry.handler) return { kind: 'computed' };
  if (entry.source) return { kind: 'provider', provider: entry.source, label: providerLabels[entry.source] };
  return entry.examples.length > 0 ? { kind: 'example' } : { kind: 'none' };
}

/** What the docs say after 'Sumber jawaban:' (the reference page, its `.md` twin, the guides, llms.txt). */
export function answerSourceText(entry: Pick<CatalogEntry, 'handler' | 'source' | 'examples'>): string {
  const source = answerSource(entry);
  switch (source.kind) {
    case 'computed':
      return 'dihitung oleh portal dari input Anda.';
    case 'provider':
      return `${source.label}; bila tidak dapat dihubungi, contoh jawaban tersimpan beserta pemberitahuannya.`;
    case 'example':
      return 'contoh jawaban tersimpan (API bawaan tidak menghitungnya).';
    case 'none':
      return 'belum tersedia di API bawaan.';
  }
}
