import type { JsonSchema } from './types.ts';

/** The declared types of a property, as a list (`type` may be a string or a list in JSON Schema). */
function typesOf(prop: JsonSchema | undefined): string[] {
  if (!prop || prop.type === undefined) return [];
  return Array.isArray(prop.type) ? prop.type : [prop.type];
}

/** One string brought to the scalar type the schema asks for; left as is when it does not parse. */
function coerceScalar(prop: JsonSchema | undefined, value: string): unknown {
  const types = typesOf(prop);
  if (types.includes('string')) return value;
  const trimmed = value.trim();
  if ((types.includes('integer') || types.includes('number')) && trimmed !== '') {
    const n = Number(trimmed);
    // A non-number is left as a string so the schema's own `type` message answers it.
    if (!Number.isNaN(n)) return n;
  }
  if (types.includes('boolean')) {
    if (trimmed === 'true') return true;
    if (trimmed === 'false') return false;
  }
  return value;
}

/**
 * Query strings and multipart fields only carry text: numbers, integers and booleans are brought
 * to the type the top-level property declares, so the schema checks the value, not its spelling.
 */
export function coerceBySchema(schema: JsonSchema, input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...input };
  for (const [name, value] of Object.entries(input)) {
    const prop = schema.properties?.[name];
    if (typeof value === 'string') out[name] = coerceScalar(prop, value);
    else if (Array.isArray(value) && typesOf(prop).includes('array')) {
      out[name] = value.map((item) => (typeof item === 'string' ? coerceScalar(prop?.items, item) : item));
    }
  }
  return out;
}

/** An empty text field means "not given": dropped, so `required` and `default` apply. */
export function dropEmpty(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== '' && value !== undefined && value !== null));
}

/** Fills missing top-level inputs with their schema `default`, as the form would have. */
export function withSchemaDefaults(schema: JsonSchema, input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...input };
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    if (!(name in out) && prop.default !== undefined) out[name] = prop.default;
  }
  return out;
}
