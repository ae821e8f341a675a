import type { OpenAPIV3, OpenAPIV3_1 } from 'openapi-types';

/** The document types the importer reads: OpenAPI 3.0 or 3.1, already dereferenced. */
export type Doc = OpenAPIV3.Document | OpenAPIV3_1.Document;
export type Op = OpenAPIV3.OperationObject & { 'x-portal-entry'?: Record<string, unknown>; 'x-portal-tag'?: string; 'x-portal-tryable'?: boolean; 'x-portal-account-api'?: boolean };
export type Json = Record<string, unknown>;

export const methods = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** Every local `$ref` of a value replaced by what it points at (documents here have no cycles). */
export function derefLocal<T>(doc: Json, value: T): T {
  if (Array.isArray(value)) return value.map((v: unknown) => derefLocal(doc, v)) as T;
  if (!value || typeof value !== 'object') return value;
  const ref = (value as Json).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    return target === undefined ? value : derefLocal(doc, target as T);
  }
  return Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, derefLocal(doc, v)])) as T;
}
