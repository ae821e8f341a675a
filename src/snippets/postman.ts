import type { BuiltRequest } from '../engine/index.ts';

const collectionSchema = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

type FormDataItem = { key: string; type: 'text'; value: string } | { key: string; type: 'file'; src: string };

/**
 * A Postman v2.1 collection holding this one request, ready for Postman's 'Import' → 'Raw text':
 * the same method, URL, headers and body as 'Coba'; files by name, to be chosen again in Postman.
 */
export function toPostman(request: BuiltRequest, absoluteUrl: string, name: string): string {
  let body: Record<string, unknown> | undefined;
  if (typeof request.body === 'string') body = { mode: 'raw', raw: request.body, options: { raw: { language: 'json' } } };
  else if (request.body) {
    const formdata: FormDataItem[] = [...request.body.entries()].map(([key, value]) =>
      typeof value === 'string' ? { key, type: 'text', value } : { key, type: 'file', src: value.name },
    );
    body = { mode: 'formdata', formdata };
  }
  const item = {
    name,
    request: {
      method: request.method,
      header: Object.entries(request.headers).map(([key, value]) => ({ key, value })),
      url: absoluteUrl,
      ...(body ? { body } : {}),
    },
  };
  return JSON.stringify({ info: { name, schema: collectionSchema }, item: [item] }, null, 2);
}
