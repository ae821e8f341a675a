import { placePreparedInputs } from '../catalog/request-plan.ts';
import type { CatalogEntry, EntryExample } from '../catalog/types.ts';
import { requestUrl } from './build-request.ts';

/** What the documentation shows in place of the reader's own key. */
export const apiKeyPlaceholder = 'API_KEY_ANDA';

export interface ExampleRequest {
  /** Method and URL path with the query (and the apikey placeholder). */
  line: string;
  /** The body (JSON, or the multipart fields by name), when the entry sends one. */
  body?: Record<string, unknown>;
}

/**
 * How an example's inputs travel, placed by the same code as a real run: path parameters filled
 * in, the query on the URL, the rest as the body (a file field by its fixture name).
 */
export function exampleRequest(entry: CatalogEntry, example: EntryExample): ExampleRequest {
  const placed = placePreparedInputs(entry, example.request);
  const line = `${entry.method} ${requestUrl(entry, placed, apiKeyPlaceholder)}`;
  const body = entry.body === 'multipart' ? Object.fromEntries(placed.fields.map((f) => [f.name, f.file ?? f.value])) : placed.json;
  return Object.keys(body).length > 0 ? { line, body } : { line };
}
