import { expandSchema } from '../../src/catalog/normalize.ts';
import type { Catalog, CatalogEntry } from '../../src/catalog/types.ts';

type Json = Record<string, unknown>;

/** JSON Schema of the inputs without the catalog's `x-` keywords and ajv-errors messages. */
function plain(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(plain);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => !key.startsWith('x-') && key !== 'errorMessage')
      .map(([key, value]) => [key, plain(value)]),
  );
}

function operation(entry: CatalogEntry, tag: string): Json {
  const schema = plain(expandSchema(entry.schema)) as { properties?: Record<string, unknown>; required?: string[] };
  const pathParams = [...entry.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const inQuery = entry.body === 'none';
  const params = Object.entries(schema.properties ?? {})
    .filter(([name]) => pathParams.includes(name) || inQuery)
    .map(([name, prop]) => ({
      name,
      in: pathParams.includes(name) ? 'path' : 'query',
      required: pathParams.includes(name) || (schema.required ?? []).includes(name),
      schema: prop,
    }));
  const bodyProps = Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([name]) => !pathParams.includes(name)));
  const media = entry.body === 'multipart' ? 'multipart/form-data' : 'application/json';
  const example = entry.examples[0]?.response;
  return {
    operationId: entry.id,
    summary: entry.title,
    description: entry.summary,
    tags: [tag],
    parameters: [{ name: 'apikey', in: 'query', required: true, schema: { type: 'string' } }, ...params],
    ...(inQuery ? {} : { requestBody: { content: { [media]: { schema: { type: 'object', properties: bodyProps, required: schema.required ?? [] } } } } }),
    responses: {
      '200': example?.json !== undefined
        ? { description: 'OK', content: { 'application/json': { example: example.json } } }
        : { description: 'OK', content: { [example?.contentType ?? 'application/octet-stream']: { schema: { type: 'string', format: 'binary' } } } },
    },
  };
}

/** A minimal OpenAPI 3.1 document of the catalog, used only when the official exporter is not there. */
export function minimalOpenApi(catalog: Catalog): Json {
  const paths: Record<string, Json> = {};
  for (const group of catalog.groups) {
    for (const entry of group.entries) {
      const path = `/api/proxy${entry.path}`;
      paths[path] = { ...paths[path], [entry.method.toLowerCase()]: operation(entry, group.title) };
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Portal API', version: '1.0.0' },
    tags: catalog.groups.map((g) => ({ name: g.title, description: g.description })),
    paths,
  };
}
