import type { ChangeKind } from './classify.ts';

/**
 * The kinds' names as readers see them. Apart from the changelog's code, so the pages that show
 * them (a reference page's releases, the changes page) do not pull the OpenAPI differ into the browser.
 */
export const kindLabels: Record<ChangeKind, string> = { breaking: 'Merusak', 'non-breaking': 'Tidak merusak', documentation: 'Dokumentasi' };
