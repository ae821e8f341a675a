import { stringify } from 'yaml';
import type { Catalog, CatalogEntry } from '../../types.ts';
import { docFiles } from '../names.ts';
import { recipeWorkflow, sourceName } from './workflow.ts';

/**
 * docs/arazzo.yaml: every recipe of the catalog as an Arazzo 1.0 workflow over docs/openapi.json,
 * for Redocly Respect and other Arazzo runners:
 * `redocly respect docs/arazzo.yaml --server portal=<base url> --input apikey=<key>`.
 */
export function arazzoDocument(catalog: Catalog, options: { version: string }): Record<string, unknown> {
  const entries = new Map<string, CatalogEntry>(catalog.groups.flatMap((g) => g.entries).map((e) => [e.id, e]));
  return {
    arazzo: '1.0.1',
    info: {
      title: 'Resep Portal API',
      version: options.version,
      description: 'Alur beberapa langkah dari katalog Portal API (catalog/recipes/), satu workflow per resep.',
    },
    sourceDescriptions: [{ name: sourceName, url: docFiles.openapi, type: 'openapi' }],
    workflows: (catalog.recipes ?? []).map((recipe) => recipeWorkflow(recipe, entries)),
  };
}

/** The document as YAML, the same bytes for the same catalog. */
export const arazzoYaml = (catalog: Catalog, options: { version: string }) => stringify(arazzoDocument(catalog, options), { lineWidth: 0 });
