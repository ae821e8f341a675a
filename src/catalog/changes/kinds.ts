import type { ChangeKind } from './classify.ts';

/** How each kind of change is named to a reader; apart from the classifier, so a page that only names kinds loads no diff library. */
export const kindLabels: Record<ChangeKind, string> = { breaking: 'Merusak', 'non-breaking': 'Tidak merusak', documentation: 'Dokumentasi' };
