import { messages } from '../catalog/messages.ts';
import { applyTransforms, spreadInput } from '../catalog/normalize.ts';
import { entryUrlPath, inputLocation, isFileInput } from '../catalog/request-plan.ts';
import type { CatalogEntry } from '../catalog/types.ts';
import type { FileStore } from './file-store.ts';

/** A request ready to send, to show as cURL, or to open in a new tab. */
export interface BuiltRequest {
  method: string;
  /** Path and query, relative to the portal's origin. */
  url: string;
  headers: Record<string, string>;
  body?: FormData | string;
}

export class MissingApiKeyError extends Error {
  constructor(message: string = messages.missingApiKey) {
    super(message);
  }
}

/** A path parameter as one segment: `.` and `..` are escaped too, or the URL would resolve them away. */
const pathSegment = (text: string) => (/^\.{1,2}$/.test(text) ? text.replace(/\./g, '%2E') : encodeURIComponent(text));

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

function appendFiles(form: FormData, name: string, value: unknown, files: FileStore) {
  for (const descriptor of Array.isArray(value) ? value : [value]) {
    const file = files.get(descriptor);
    if (file) form.append(name, file, file.name);
  }
}

/**
 * Builds the request of an entry from the form's values: path parameters, query (with `apikey`),
 * a JSON or multipart body carrying the real File objects. Transforms (clamping) apply first.
 */
export function buildRequest(
  entry: Pick<CatalogEntry, 'method' | 'path' | 'body' | 'schema' | 'missingKeyMessage'>,
  values: Record<string, unknown>,
  apiKey: string | null,
  files: FileStore,
): BuiltRequest {
  if (!apiKey) throw new MissingApiKeyError(entry.missingKeyMessage);
  const inputs = applyTransforms(entry.schema, values);
  const query = new URLSearchParams();
  const json: Record<string, unknown> = {};
  const form = new FormData();
  let path = entryUrlPath(entry);
  for (const [name, prop] of Object.entries(entry.schema.properties ?? {})) {
    const value = inputs[name];
    if (isEmpty(value)) continue;
    const where = inputLocation(entry, name, prop);
    const spread = spreadInput(prop, value);
    if (spread) {
      for (const [key, text] of spread) {
        if (where === 'query') query.append(key, text);
        else if (entry.body === 'multipart') form.append(key, text);
        else json[key] = text;
      }
      continue;
    }
    if (where === 'path') path = path.replace(`{${name}}`, pathSegment(String(value)));
    else if (where === 'query') query.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    else if (entry.body === 'multipart') {
      if (isFileInput(prop)) appendFiles(form, name, value, files);
      else form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    } else json[name] = value;
  }
  query.append('apikey', apiKey);
  const url = `${path}?${query.toString()}`;
  if (entry.body === 'multipart') return { method: entry.method, url, headers: {}, body: form };
  if (entry.body === 'json') {
    return { method: entry.method, url, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json) };
  }
  return { method: entry.method, url, headers: {} };
}
