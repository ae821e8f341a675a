import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { objectOf, valid, type FilePart, type Generated } from './arbitrary.ts';
import type { Operation, Schema } from './document.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** A real file per accepted media type, so a valid upload is a real image, CSV or document. */
const fixtures: { matches: (type: string) => boolean; name: string; type: string; path: string }[] = [
  { matches: (t) => t.startsWith('image/') || t === '*/*', name: 'gambar.png', type: 'image/png', path: 'public/fixtures/pixel.png' },
  { matches: (t) => t === 'text/csv', name: 'data.csv', type: 'text/csv', path: 'public/fixtures/people.csv' },
  {
    matches: (t) => t.includes('wordprocessingml') || t === 'application/msword',
    name: 'dokumen.docx',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    path: 'docs/postman/files/dokumen.docx',
  },
];

export function fileFor(accept: string): fc.Arbitrary<FilePart> {
  const types = accept.split(',').map((t) => t.trim());
  const fixture = fixtures.find((f) => types.some((t) => f.matches(t))) ?? fixtures[0];
  return fc.constant({ kind: 'file', name: fixture.name, type: fixture.type });
}

function fileBytes(part: FilePart): Buffer {
  const fixture = fixtures.find((f) => f.name === part.name);
  return fixture ? readFileSync(join(root, fixture.path)) : Buffer.from('bukan gambar\n');
}

export interface GeneratedRequest {
  path: Record<string, Generated>;
  query: Record<string, Generated>;
  body?: Record<string, Generated>;
  mediaType?: string;
  apikey: boolean;
}

const isFile = (v: unknown): v is FilePart => typeof v === 'object' && v !== null && (v as FilePart).kind === 'file';

/** Path values that cannot reach a route at all (an empty segment, `.`/`..`) are not generated. */
const reachable = (v: unknown) => typeof v !== 'string' || (v.trim() !== '' && v !== '.' && v !== '..');

export function requestArbitrary(op: Operation): fc.Arbitrary<GeneratedRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const path = fc.record(Object.fromEntries(pathParams.map((p) => [p.name, valid(p.schema, fileFor).filter(reachable)])));
  const querySchema: Schema = {
    properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema])),
    required: queryParams.filter((p) => p.required).map((p) => p.name),
  };
  const query = objectOf(querySchema, fileFor, {});
  const [mediaType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  const accept = Object.fromEntries(Object.entries(media?.encoding ?? {}).map(([k, v]) => [k, v.contentType ?? '*/*']));
  const body = media?.schema ? objectOf(media.schema, fileFor, accept).map((b) => b as Record<string, Generated> | undefined) : fc.constant(undefined);
  return fc.record({ path, query, body, apikey: fc.boolean().map(() => true) }).map((r) => ({ ...r, mediaType }));
}

function text(v: Generated): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

export async function send(app: FastifyInstance, op: Operation, req: GeneratedRequest, apikey: string): Promise<LightMyRequestResponse> {
  const url = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(text(req.path[name])));
  const query = new URLSearchParams(req.apikey ? { apikey } : {});
  for (const [name, value] of Object.entries(req.query)) {
    if (Array.isArray(value)) for (const v of value) query.append(name, text(v));
    else if (value !== null) query.append(name, text(value));
  }
  const target = `${url}?${query.toString()}`;
  if (!req.body || !req.mediaType) return app.inject({ method: op.method as 'GET', url: target });
  if (req.mediaType === 'application/json') return app.inject({ method: op.method as 'POST', url: target, payload: req.body as object });
  const form = new FormData();
  for (const [name, value] of Object.entries(req.body)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (isFile(v)) form.append(name, new Blob([new Uint8Array(fileBytes(v))], { type: v.type }), v.name);
      // A form has no null: the field is left out, as a query does.
      else if (v !== null) form.append(name, text(v));
    }
  }
  const encoded = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return app.inject({
    method: op.method as 'POST',
    url: target,
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}
