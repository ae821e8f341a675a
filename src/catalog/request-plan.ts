import type { CatalogEntry, EntryDef, InputLocation, JsonSchema } from './types.ts';

/** The `{name}` parameters of a path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{([^}/]+)\}/g)].map((m) => m[1]);
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
