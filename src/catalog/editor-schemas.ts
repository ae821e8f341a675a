import { entryMetaSchema, groupMetaSchema, propertyMetaSchema } from './meta-schema.ts';
import { recipeMetaSchema } from './recipes/meta-schema.ts';

/** The line every catalog YAML starts with, so editors (YAML language server) complete and check it. */
export const editorSchemaLine = (file: 'entry' | 'group' | 'recipe') => `# yaml-language-server: $schema=../${file}.schema.json`;

/** `portal:property` → `#/definitions/property`: a standalone file has no ajv registry to resolve ids. */
function localRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(localRefs);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('portal:') ? `#/definitions/${v.slice('portal:'.length)}` : localRefs(v)]),
  );
}

function editorSchema(meta: { $id: string }, file: string, title: string): unknown {
  const { $id: _id, ...rest } = localRefs(meta) as { $id: string };
  const { $id: _property, ...property } = localRefs(propertyMetaSchema) as { $id: string };
  return { $schema: 'http://json-schema.org/draft-07/schema#', $id: file, title, ...rest, definitions: { property } };
}

/**
 * The catalog's meta-schemas as JSON Schema files in catalog/ (paths relative to it), generated
 * from the same objects `catalog:lint` checks with: `npm run docs` writes them, `--check` compares.
 */
export function editorSchemaFiles(): [string, string][] {
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return [
    ['entry.schema.json', json(editorSchema(entryMetaSchema, 'entry.schema.json', 'Entri katalog Portal API (catalog/<grup>/<id>.yaml)'))],
    ['group.schema.json', json(editorSchema(groupMetaSchema, 'group.schema.json', 'Grup katalog Portal API (catalog/<grup>/_group.yaml)'))],
    ['recipe.schema.json', json(editorSchema(recipeMetaSchema, 'recipe.schema.json', 'Resep katalog Portal API (catalog/recipes/<id>.yaml)'))],
  ];
}
