import type { FileRule } from '../keywords/index.ts';
import type { JsonSchema } from '../types.ts';

/**
 * Keywords the document leaves out: messages live in the 400 examples, the place of an input is
 * its parameter's `in`, a file is a binary string. The other `x-` keywords stay, next to the
 * plain JSON Schema that states their rule (see openapi-inputs.ts).
 */
const dropped = new Set(['errorMessage', 'x-in', 'x-file']);

const listKeywords = new Set(['allOf', 'anyOf', 'oneOf']);
const schemaKeywords = new Set(['items', 'not', 'if', 'then', 'else', 'additionalProperties', 'contains']);

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
    } else if (listKeywords.has(key) && Array.isArray(value)) out[key] = (value as JsonSchema[]).map((v) => openApiSchema(v));
    else if (schemaKeywords.has(key) && value && typeof value === 'object') out[key] = openApiSchema(value as JsonSchema);
    else out[key] = value;
  }
  if (description ?? schema.description) out.description = description ?? schema.description;
  return out;
}

const typesOf = (schema: JsonSchema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** One schema that both schemas' values satisfy: types joined, object properties and array items merged. */
export function mergeSchemas(a: JsonSchema, b: JsonSchema): JsonSchema {
  const types = [...new Set([...typesOf(a), ...typesOf(b)])];
  // An integer in one example and a fraction in another is a number.
  const merged = types.includes('number') ? types.filter((t) => t !== 'integer') : types;
  const out: JsonSchema = { type: merged.length === 1 ? merged[0] : merged };
  if (a.properties || b.properties) {
    const names = [...new Set([...Object.keys(a.properties ?? {}), ...Object.keys(b.properties ?? {})])];
    out.properties = Object.fromEntries(
      names.map((n) => {
        const x = a.properties?.[n];
        const y = b.properties?.[n];
        return [n, x && y ? mergeSchemas(x, y) : (x ?? y) as JsonSchema];
      }),
    );
  }
  if (a.items || b.items) out.items = a.items && b.items ? mergeSchemas(a.items, b.items) : a.items ?? b.items;
  return out;
}

/** A schema that describes example JSON answers (types only; every array item and example merged). */
export function inferSchema(value: unknown): JsonSchema {
  if (value === null) return { type: 'null' };
  if (Array.isArray(value)) {
    const items = value.map(inferSchema);
    return items.length > 0 ? { type: 'array', items: items.reduce(mergeSchemas) } : { type: 'array' };
  }
  if (typeof value === 'object') {
    return { type: 'object', properties: Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, inferSchema(v)])) };
  }
  if (typeof value === 'number') return { type: Number.isInteger(value) ? 'integer' : 'number' };
  if (typeof value === 'boolean') return { type: 'boolean' };
  return { type: 'string' };
}
