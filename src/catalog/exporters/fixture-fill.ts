import { fileAccepted, type FileRule } from '../keywords/index.ts';
import { mediaTypeOf } from '../media-types.ts';
import type { CatalogEntry, JsonSchema } from '../types.ts';

/** The folder example files live in unless the file list says otherwise. */
export const fixturesPath = 'public/fixtures';

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** Where a file an example names (`pixel.png`) is, relative to the project folder. */
export function fileSource(name: string, files: string[]): string {
  return files.find((path) => baseName(path) === name) ?? `${fixturesPath}/${name}`;
}

function accepted(prop: JsonSchema, files: string[]): string | undefined {
  const rule = (prop['x-file'] ?? prop.items?.['x-file']) as FileRule | undefined;
  if (!rule) return undefined;
  const path = files.find((p) => fileAccepted(rule, { name: baseName(p), type: mediaTypeOf(p) }));
  return path === undefined ? undefined : baseName(path);
}

/**
 * An example that says "any file" (`request: {}`) still needs a file to send: each required file
 * input it leaves out gets the first of `files` (paths from the project folder) its rule accepts,
 * as many as `minItems` asks.
 */
export function withFixtureFiles(entry: Pick<CatalogEntry, 'schema'>, values: Record<string, unknown>, files: string[]): Record<string, unknown> {
  const out = { ...values };
  const required = new Set(entry.schema.required ?? []);
  for (const [name, prop] of Object.entries(entry.schema.properties ?? {})) {
    if (!required.has(name) || out[name] !== undefined) continue;
    const file = accepted(prop, files);
    if (!file) continue;
    out[name] = prop.type === 'array' ? Array.from({ length: Math.max(1, Number(prop.minItems ?? 1)) }, () => file) : file;
  }
  return out;
}
