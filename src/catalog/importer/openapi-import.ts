import type { OpenAPIV3, OpenAPIV3_1 } from 'openapi-types';
import type { JsonSchema } from '../types.ts';

type Doc = OpenAPIV3.Document | OpenAPIV3_1.Document;
type Op = OpenAPIV3.OperationObject;
type Schema = JsonSchema;

/** One catalog entry as it will be written, with the group it goes to. */
export interface ImportedEntry {
  group: string;
  groupTitle: string;
  entry: Record<string, unknown>;
}

export interface ImportResult {
  entries: ImportedEntry[];
  /** What has no place in the catalog, by operation: listed, never dropped silently. */
  unmapped: string[];
}

const methods = ['get', 'post', 'put', 'delete', 'patch'] as const;
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'grup';
/** JSON Schema keywords kept as they are; the rest of an input's schema is listed as unmapped. */
const kept = new Set(['type', 'title', 'description', 'enum', 'const', 'default', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'pattern', 'format', 'items', 'properties', 'required', 'minItems', 'maxItems', 'uniqueItems', 'examples', 'example', 'additionalProperties']);

function inputSchema(schema: Schema, where: string, unmapped: string[]): Schema {
  if (schema.format === 'binary') return { title: schema.title ?? where.split(' ').pop(), 'x-file': {} };
  const out: Schema = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'example') out.examples = [v];
    else if (k === 'properties') out.properties = Object.fromEntries(Object.entries(v as Record<string, Schema>).map(([n, s]) => [n, inputSchema(s, `${where}.${n}`, unmapped)]));
    else if (k === 'items') out.items = inputSchema(v as Schema, `${where}[]`, unmapped);
    else if (k === 'nullable' && v === true) out.type = [schema.type as string, 'null'];
    else if (kept.has(k) || k.startsWith('x-')) out[k] = v;
    else unmapped.push(`${where}: kata kunci '${k}' tidak dibawa`);
  }
  return out;
}

/** The renderer kind from the first 2xx answer: image/* → image, a file → download, else json. */
function responseKind(op: Op): { kind: string; example?: unknown } {
  const ok = Object.entries(op.responses ?? {}).find(([s]) => /^2/.test(s))?.[1] as OpenAPIV3.ResponseObject | undefined;
  const content = ok?.content ?? {};
  const [type, media] = Object.entries(content)[0] ?? [];
  const disposition = Object.keys(ok?.headers ?? {}).some((h) => h.toLowerCase() === 'content-disposition');
  if (type?.startsWith('image/')) return { kind: 'image' };
  if (type === 'application/octet-stream' || type === 'application/pdf' || disposition) return { kind: 'download' };
  return { kind: 'json', example: media?.example ?? Object.values(media?.examples ?? {})[0]?.['value' as never] };
}

/** An OpenAPI 3.0/3.1 document (already dereferenced) as catalog entries, one per operation. */
export function importOpenApi(doc: Doc, options: { group?: string } = {}): ImportResult {
  const entries: ImportedEntry[] = [];
  const unmapped: string[] = [];
  const ids = new Set<string>();
  if (doc.components?.securitySchemes) unmapped.push(`components.securitySchemes: ${Object.keys(doc.components.securitySchemes).join(', ')} (portal memakai query apikey)`);
  for (const key of ['webhooks', 'callbacks'] as const) if ((doc as Record<string, unknown>)[key]) unmapped.push(`${key}: tidak ada padanannya di katalog`);
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of methods) {
      const op = (item as Record<string, unknown>)?.[method] as Op | undefined;
      if (!op) continue;
      const name = `${method.toUpperCase()} ${path}`;
      let id = slug(op.operationId ?? `${method}-${path}`);
      while (ids.has(id)) id = `${id}-2`;
      ids.add(id);
      const properties: Record<string, Schema> = {};
      const required: string[] = [];
      const request: Record<string, unknown> = {};
      const params = [...((item as OpenAPIV3.PathItemObject).parameters ?? []), ...(op.parameters ?? [])] as OpenAPIV3.ParameterObject[];
      for (const p of params) {
        if (p.in !== 'path' && p.in !== 'query') {
          unmapped.push(`${name}: parameter ${p.in} '${p.name}' (katalog hanya path, query dan body)`);
          continue;
        }
        const schema = inputSchema({ ...((p.schema ?? {}) as Schema), ...(p.description ? { description: p.description } : {}) }, `${name} ${p.name}`, unmapped);
        properties[p.name] = p.in === 'query' && op.requestBody ? { ...schema, 'x-in': 'query' } : schema;
        if (p.required || p.in === 'path') required.push(p.name);
        if (p.example !== undefined) request[p.name] = p.example;
      }
      let body = 'none';
      const content = (op.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content ?? {};
      const [type, media] = Object.entries(content).find(([t]) => t === 'application/json' || t === 'multipart/form-data') ?? [];
      for (const other of Object.keys(content).filter((t) => t !== type)) unmapped.push(`${name}: body ${other} (katalog hanya application/json dan multipart/form-data)`);
      if (type && media?.schema) {
        body = type === 'application/json' ? 'json' : 'multipart';
        const schema = media.schema as Schema;
        if (schema.type !== 'object' || !schema.properties) unmapped.push(`${name}: body yang bukan objek dengan properties`);
        for (const [n, s] of Object.entries(schema.properties ?? {})) properties[n] = inputSchema(s, `${name} body.${n}`, unmapped);
        required.push(...(schema.required ?? []));
        if (media.example && typeof media.example === 'object') Object.assign(request, media.example);
      }
      const { kind, example } = responseKind(op);
      const title = op.summary || op.operationId || name;
      const group = options.group ?? slug(op.tags?.[0] ?? 'impor');
      entries.push({
        group,
        groupTitle: options.group ?? op.tags?.[0] ?? 'Impor',
        entry: {
          id,
          title,
          summary: op.description || title,
          tag: 'third-party',
          method: method.toUpperCase(),
          path,
          ...(body !== 'none' ? { body } : {}),
          schema: { type: 'object', properties, ...(required.length > 0 ? { required: [...new Set(required)] } : {}) },
          response: { kind },
          error: `Gagal memanggil ${title}.`,
          ...(example !== undefined ? { examples: [{ request, response: { json: example } }] } : {}),
        },
      });
    }
  }
  return { entries, unmapped };
}
