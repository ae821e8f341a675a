import { entryUrlPath } from '../request-plan.ts';
import type { CatalogEntry, Tag } from '../types.ts';

/** Where `npm run docs` writes, relative to docs/: the README and the guides point at these. */
export const docFiles = {
  collection: 'postman/portal-api.postman_collection.json',
  environment: 'postman/portal-api.postman_environment.json',
  openapi: 'openapi.json',
  guideIndex: 'guides/README.md',
  arazzo: 'arazzo.yaml',
} as const;

export const collectionName = 'Portal API';

/** The local portal of `npm start`: the address the files in docs/ name (a download names the portal that sent it). */
export const defaultBaseUrl = 'http://127.0.0.1:5173';

/** The guide of an entry, relative to docs/guides/. */
export const guidePath = (entry: Pick<CatalogEntry, 'group' | 'id'>): string => `${entry.group}/${entry.id}.md`;

export const tagLabel: Record<Tag, string> = { internal: 'Internal', 'third-party': '3rd Party' };

export const tagMeaning: Record<Tag, string> = {
  internal: 'diproses di server penyedia sendiri, dengan datanya sendiri',
  'third-party': 'diambil dari atau diproses oleh layanan luar',
};

/** The URL as typed in Postman: `{{baseUrl}}` and path parameters as `:name`. */
export function postmanUrl(entry: Pick<CatalogEntry, 'path'>): string {
  return `{{baseUrl}}${entryUrlPath(entry).replace(/\{([^}/]+)\}/g, ':$1')}`;
}
