import type { FileRule } from '../keywords/index.ts';
import type { JsonSchema } from '../types.ts';

/** Catalog-only keywords: the OpenAPI document states their meaning in descriptions instead. */
const dropped = new Set(['errorMessage', 'x-presets', 'x-in', 'x-clamp', 'x-show-when', 'x-at-least-one', 'x-pairs', 'x-file']);

function fileSchema(rule: FileRule, description?: string): JsonSchema {
  const media = (rule.accept ?? []).filter((a) => !a.startsWith('.'));
  return {
    type: 'string',
    format: 'binary',
    ...(media.length === 1 && !media[0].endsWith('/*') ? { contentMediaType: media[0] } : {}),
    ...(description ? { description } : {}),
  };
}

/** An input's JSON Schema as OpenAPI 3.1 takes it: files as binary strings, catalog keywords removed. */
export function openApiSchema(schema: JsonSchema, description?: string): JsonSchema {
  const file = schema['x-file'] as FileRule | undefined;
  if (file) return fileSchema(file, description);
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (dropped.has(key) || key === 'description') continue;
    if (key === 'properties' && value && typeof value === 'object') {
      out.properties = Object.fromEntries(Object.entries(value as Record<string, JsonSchema>).map(([k, v]) => [k, openApiSchema(v)]));
    } else if (key === 'items' && value && typeof value === 'object') out.items = openApiSchema(value as JsonSchema);
    else out[key] = value;
  }
  if (description ?? schema.description) out.description = description ?? schema.description;
  return out;
}

/** A schema that describes an example JSON answer (types only, arrays by their first item). */
export function inferSchema(value: unknown): JsonSchema {
  if (value === null) return { type: 'null' };
  if (Array.isArray(value)) return value.length > 0 ? { type: 'array', items: inferSchema(value[0]) } : { type: 'array' };
  if (typeof value === 'object') {
    return { type: 'object', properties: Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, inferSchema(v)])) };
  }
  if (typeof value === 'number') return { type: Number.isInteger(value) ? 'integer' : 'number' };
  if (typeof value === 'boolean') return { type: 'boolean' };
  return { type: 'string' };
}
