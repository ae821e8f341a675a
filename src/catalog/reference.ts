import { summarizeEntry } from './summary.ts';
import type { Catalog, CatalogEntry, EntrySummary } from './types.ts';

/** A group as the public reference lists it: its heading and its entries' summaries. */
export interface ReferenceGroup {
  id: string;
  label: string;
  title: string;
  description?: string;
  entries: EntrySummary[];
}

/** The reference's index page and its entry pages. */
export const REFERENCE_ROOT = '/docs';

/** Where an entry's reference page lives: `/docs/<group>/<id>` (its Markdown twin adds `.md`). */
export const referencePath = (entry: Pick<CatalogEntry, 'group' | 'id'>): string =>
  `${REFERENCE_ROOT}/${encodeURIComponent(entry.group)}/${encodeURIComponent(entry.id)}`;

/** The groups the reference publishes: active ones with at least one entry, in catalog order. */
export function referenceIndex(catalog: Catalog): ReferenceGroup[] {
  return catalog.groups
    .filter((g) => g.status === 'active' && g.entries.length > 0)
    .map((g) => ({
      id: g.id,
      label: g.label,
      title: g.title,
      ...(g.description ? { description: g.description } : {}),
      entries: g.entries.map(summarizeEntry),
    }));
}

/** Every page of the reference, index first: what the build prerenders and the sitemap lists. */
export function referenceRoutes(catalog: Catalog): string[] {
  return [REFERENCE_ROOT, ...referenceIndex(catalog).flatMap((g) => g.entries.map(referencePath))];
}

/** The text a reference page gives search engines and link previews. */
export const referenceTexts = {
  indexTitle: 'Dokumentasi API',
  indexDescription:
    'Referensi terbuka semua endpoint Portal API: method, path, parameter dengan tipe dan batasnya, pesan kesalahan, contoh jawaban, dan panduan Postman.',
} as const;

/**
 * The origin written into canonical URLs, Open Graph tags, the sitemap and robots.txt when the
 * build was not told where the portal is published (`PORTAL_SITE_URL`): a reserved name that can
 * never be a real site, which the portal server replaces with the origin each request came to.
 */
export const ORIGIN_PLACEHOLDER = 'https://portal-api.invalid';
