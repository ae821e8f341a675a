import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { derefLocal } from '../../../src/catalog/importer/document.ts';
import { exploded } from '../../../src/catalog/importer/exploded-query.ts';

export type Json = Record<string, unknown>;
export type Schema = Json;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}

export interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { summary?: string; value: unknown }>;
  encoding?: Record<string, { contentType?: string }>;
}

export interface Response {
  description: string;
  headers?: Json;
  content?: Record<string, MediaType>;
}

export interface Operation {
  method: string;
  path: string;
  operationId: string;
  parameters: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, Response>;
  'x-portal-tryable'?: boolean;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Json>>;
  components: Json;
}

export const documentPath = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));

export function readDocument(path = documentPath): OpenApiDocument {
  return JSON.parse(readFileSync(path, 'utf8')) as OpenApiDocument;
}

/** Every `{ $ref: '#/components/...' }` replaced by what it points at (the document has no cycles). */
export const deref = <T>(doc: OpenApiDocument, value: T): T => derefLocal(doc as unknown as Json, value);

export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The document's operations, references resolved. */
/** Parameters as they travel: an exploded query object is one query parameter per property. */
const onTheWire = (parameters: Parameter[]): Parameter[] => parameters.flatMap((p) => exploded(p as never) as unknown as Parameter[]);

export function operations(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => (httpMethods as readonly string[]).includes(method))
      .map(([method, op]) => ({ ...deref(doc, op as unknown as Operation), method: method.toUpperCase(), path, parameters: onTheWire(deref(doc, ((op as Json).parameters ?? []) as Parameter[])) })),
  );
}
