import { requestSchema } from '../catalog/exporters/openapi-inputs.ts';
import type { CatalogEntry, JsonSchema } from '../catalog/types.ts';

/**
 * A file as a tool argument: JSON carries no bytes, so the content travels base64-encoded with the
 * file's name and media type; the server turns it back into the file the API receives.
 */
export const fileArgumentSchema: JsonSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', description: 'Nama file, misalnya foto.png.' },
    type: { type: 'string', description: 'Jenis media file, misalnya image/png.' },
    data: { type: 'string', contentEncoding: 'base64', description: 'Isi file dalam base64.' },
  },
  required: ['name', 'data'],
};

const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Plain JSON Schema for tool clients: the catalog's `x-` keywords dropped (their rules are already
 * stated in standard keywords), and every binary string (a file input) as {@link fileArgumentSchema}.
 */
function forTools(schema: JsonSchema): JsonSchema {
  if (schema.type === 'string' && schema.format === 'binary') {
    return { ...fileArgumentSchema, ...(schema.title ? { title: schema.title } : {}), ...(schema.description ? { description: schema.description } : {}) };
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key.startsWith('x-')) continue;
    if (Array.isArray(value)) out[key] = value.map((item) => (isObject(item) ? forTools(item) : item));
    else if (isObject(value) && key !== 'default' && key !== 'const') {
      // `properties` maps names to schemas; every other object value here is a schema itself.
      out[key] = key === 'properties' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isObject(v) ? forTools(v) : v])) : forTools(value);
    } else out[key] = value;
  }
  return out;
}

/** The tool's input schema: every input of the entry (path, query and body) in one object, as the API checks it. */
export function toolInputSchema(entry: Pick<CatalogEntry, 'schema'>): JsonSchema & { type: 'object' } {
  const names = Object.keys(entry.schema.properties ?? {});
  // Tool arguments are JSON wherever the input travels later: null means "not given" for each.
  return { ...forTools(requestSchema({ ...entry, path: '', body: 'json' }, names, () => undefined)), type: 'object' };
}
