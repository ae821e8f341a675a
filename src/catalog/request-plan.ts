import { applyTransforms, spreadInput } from './normalize.ts';
import type { CatalogEntry, EntryDef, InputLocation, JsonSchema } from './types.ts';

/** Each catalog path's parameters, read once: the runner asks for them at every input of every call. */
const paramsOfPath = new Map<string, readonly string[]>();

/** The `{name}` parameters of a path, in order. */
export function pathParams(path: string): readonly string[] {
  let params = paramsOfPath.get(path);
  if (!params) {
    params = [...path.matchAll(/\{([^}/]+)\}/g)].map((m) => m[1]);
    paramsOfPath.set(path, params);
  }
  return params;
}

/** Where one input of an entry travels. */
export function inputLocation(entry: Pick<EntryDef, 'path' | 'body'>, name: string, prop: JsonSchema): InputLocation {
  const declared = prop['x-in'];
  if (declared === 'path' || declared === 'query' || declared === 'body') return declared;
  if (pathParams(entry.path).includes(name)) return 'path';
  return entry.body === 'none' ? 'query' : 'body';
}

export function isFileInput(prop: JsonSchema): boolean {
  return prop['x-file'] !== undefined || (prop.type === 'array' && prop.items?.['x-file'] !== undefined);
}

/** The proxy prefix every catalog path lives under. */
export const proxyPrefix = '/api/proxy';

/** The full URL path of an entry (path parameters still as `{name}`). */
export function entryUrlPath(entry: Pick<CatalogEntry, 'path'>): string {
  return `${proxyPrefix}${entry.path}`;
}

/** One multipart field: text, or a file input's value (a fixture name in the docs, a descriptor in the form). */
export interface PlacedField {
  name: string;
  value?: string;
  file?: unknown;
}

/** Where every input of one call travels; the runner and the docs exporters both build from this. */
export interface PlacedInputs {
  pathValues: Record<string, string>;
  query: [string, string][];
  json: Record<string, unknown>;
  fields: PlacedField[];
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';
const asText = (value: unknown) => (typeof value === 'object' ? JSON.stringify(value) : String(value));

/** Places the values of a call: transforms first (clamping, hidden inputs dropped), then {@link placePreparedInputs}. */
export function placeInputs(entry: Pick<EntryDef, 'path' | 'body' | 'schema'>, values: Record<string, unknown>): PlacedInputs {
  return placePreparedInputs(entry, applyTransforms(entry.schema, values));
}

/**
 * Places values whose transforms have already run: empty inputs left out, key/value pairs spread
 * into their own fields, each input where the entry says it travels.
 */
export function placePreparedInputs(entry: Pick<EntryDef, 'path' | 'body' | 'schema'>, inputs: Record<string, unknown>): PlacedInputs {
  const placed: PlacedInputs = { pathValues: {}, query: [], json: {}, fields: [] };
  for (const [name, prop] of Object.entries(entry.schema.properties ?? {})) {
    const value = inputs[name];
    if (isEmpty(value)) continue;
    const where = inputLocation(entry, name, prop);
    const spread = spreadInput(prop, value);
    if (spread) {
      for (const [key, text] of spread) {
        if (where === 'query') placed.query.push([key, text]);
        else if (entry.body === 'multipart') placed.fields.push({ name: key, value: text });
        else placed.json[key] = text;
      }
      continue;
    }
    if (where === 'path') placed.pathValues[name] = asText(value);
    else if (where === 'query') placed.query.push([name, asText(value)]);
    else if (entry.body === 'multipart') {
      if (isFileInput(prop)) for (const file of Array.isArray(value) ? value : [value]) placed.fields.push({ name, file });
      else placed.fields.push({ name, value: asText(value) });
    } else placed.json[name] = value;
  }
  return placed;
}
