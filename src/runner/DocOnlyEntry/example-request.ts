import { inputLocation, entryUrlPath } from '../../catalog/request-plan.ts';
import type { CatalogEntry, EntryExample } from '../../catalog/types.ts';

export interface ExampleRequest {
  /** Method and URL path with the query (and the apikey placeholder). */
  line: string;
  /** The JSON body, when the entry sends one. */
  body?: Record<string, unknown>;
}

/** How an example's inputs travel: path parameters filled in, the query on the URL, the rest as the body. */
export function exampleRequest(entry: CatalogEntry, example: EntryExample): ExampleRequest {
  const query = new URLSearchParams();
  const body: Record<string, unknown> = {};
  let path = entryUrlPath(entry);
  for (const [name, value] of Object.entries(example.request)) {
    const prop = entry.schema.properties?.[name] ?? {};
    const where = inputLocation(entry, name, prop);
    if (where === 'path') path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
    else if (where === 'query') query.append(name, String(value));
    else body[name] = value;
  }
  query.append('apikey', 'API_KEY_ANDA');
  const line = `${entry.method} ${path}?${query.toString()}`;
  return Object.keys(body).length > 0 ? { line, body } : { line };
}
