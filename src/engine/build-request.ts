import { messages } from '../catalog/messages.ts';
import { entryUrlPath, placePreparedInputs, type PlacedInputs } from '../catalog/request-plan.ts';
import type { CatalogEntry } from '../catalog/types.ts';
import type { FileStore } from './file-store.ts';
import { prepareFormInputs, type Inputs } from './prepare.ts';

/** A request ready to send, to show as cURL, or to open in a new tab. */
export interface BuiltRequest {
  method: string;
  /** Path and query, relative to the portal's origin. */
  url: string;
  headers: Record<string, string>;
  body?: FormData | string;
}

export type RequestEntry = Pick<CatalogEntry, 'method' | 'path' | 'body' | 'schema' | 'missingKeyMessage'>;

export class MissingApiKeyError extends Error {
  constructor(message: string = messages.missingApiKey) {
    super(message);
  }
}

/** A path parameter as one segment: `.` and `..` are escaped too, or the URL would resolve them away. */
const pathSegment = (text: string) => (/^\.{1,2}$/.test(text) ? text.replace(/\./g, '%2E') : encodeURIComponent(text));

/** The path and query of placed inputs, with the `apikey` last (the docs show a placeholder there). */
export function requestUrl(entry: Pick<CatalogEntry, 'path'>, placed: PlacedInputs, apiKey: string): string {
  let path = entryUrlPath(entry);
  for (const [name, text] of Object.entries(placed.pathValues)) path = path.replace(`{${name}}`, pathSegment(text));
  const query = new URLSearchParams(placed.query);
  query.append('apikey', apiKey);
  return `${path}?${query.toString()}`;
}

function multipartBody(placed: PlacedInputs, files: FileStore): FormData {
  const form = new FormData();
  for (const field of placed.fields) {
    if (field.file === undefined) form.append(field.name, field.value ?? '');
    else {
      const file = files.get(field.file);
      if (file) form.append(field.name, file, file.name);
    }
  }
  return form;
}

/**
 * Builds the request of values already read (see `readInputs`): path parameters, query (with
 * `apikey`), a JSON or multipart body carrying the real File objects. No transform runs here.
 */
export function buildPreparedRequest(entry: RequestEntry, prepared: Inputs, apiKey: string | null, files: FileStore): BuiltRequest {
  if (!apiKey) throw new MissingApiKeyError(entry.missingKeyMessage);
  const placed = placePreparedInputs(entry, prepared);
  const url = requestUrl(entry, placed, apiKey);
  if (entry.body === 'multipart') return { method: entry.method, url, headers: {}, body: multipartBody(placed, files) };
  if (entry.body === 'json') {
    return { method: entry.method, url, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(placed.json) };
  }
  return { method: entry.method, url, headers: {} };
}

/**
 * Reads the form's values as a run does before its check, then builds their request: what the
 * cURL preview shows (the form already holds the schema's defaults, so a run sends the same).
 */
export function buildRequest(entry: RequestEntry, values: Inputs, apiKey: string | null, files: FileStore): BuiltRequest {
  return buildPreparedRequest(entry, prepareFormInputs(entry, values), apiKey, files);
}
