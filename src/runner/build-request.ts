import { messages } from '../catalog/messages.ts';
import { entryUrlPath, placeInputs } from '../catalog/request-plan.ts';
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

function appendFile(form: FormData, name: string, descriptor: unknown, files: FileStore) {
  const file = files.get(descriptor);
  if (file) form.append(name, file, file.name);
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
  const placed = placeInputs(entry, values);
  let path = entryUrlPath(entry);
  for (const [name, text] of Object.entries(placed.pathValues)) path = path.replace(`{${name}}`, pathSegment(text));
  const query = new URLSearchParams(placed.query);
  const form = new FormData();
  for (const field of placed.fields) {
    if (field.file === undefined) form.append(field.name, field.value ?? '');
    else appendFile(form, field.name, field.file, files);
  }
  const json = placed.json;
  query.append('apikey', apiKey);
  const url = `${path}?${query.toString()}`;
  if (entry.body === 'multipart') return { method: entry.method, url, headers: {}, body: form };
  if (entry.body === 'json') {
    return { method: entry.method, url, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json) };
  }
  return { method: entry.method, url, headers: {} };
}
