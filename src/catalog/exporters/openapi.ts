import { messages } from '../messages.ts';
import { applyTransforms } from '../normalize.ts';
import { entryUrlPath } from '../request-plan.ts';
import type { Catalog, CatalogEntry, CatalogGroup, EntryExample, JsonSchema } from '../types.ts';
import { inputFacts, ruleMessages, type InputFact } from './input-facts.ts';
import { guidePath, tagLabel, tagMeaning } from './names.ts';
import { inferSchema, mergeSchemas, openApiSchema } from './openapi-schema.ts';
import { answerMediaType, answerStatus, exampleJson, isBinaryAnswer, sampleRequest, showcaseExample } from './sample-request.ts';

type Json = Record<string, unknown>;

const errorRef = { $ref: '#/components/schemas/Kesalahan' };

function describeInput(fact: InputFact): string {
  return [(fact.description ?? fact.label).replace(/\.$/, ''), ...fact.limits].join('. ') + '.';
}

function parameters(entry: CatalogEntry, facts: InputFact[], values: Record<string, unknown>): Json[] {
  const props = entry.schema.properties ?? {};
  // Typed as the schema declares them (a number stays a number), after clamping and the like.
  const typed = applyTransforms(entry.schema, values);
  return facts
    .filter((f) => f.location === 'path' || f.location === 'query')
    .filter((f) => !f.pairs)
    .map((f) => {
      const example = typed[f.name] === '' || typed[f.name] === null ? undefined : typed[f.name];
      return {
        name: f.name,
        in: f.location,
        required: f.location === 'path' || f.required,
        description: describeInput(f),
        schema: openApiSchema(props[f.name]),
        ...(example !== undefined ? { example } : {}),
      };
    });
}

function requestBody(entry: CatalogEntry, facts: InputFact[], values: Record<string, unknown>): Json | undefined {
  const fields = facts.filter((f) => f.location === 'body');
  if (entry.body === 'none' || fields.length === 0) return undefined;
  const props = entry.schema.properties ?? {};
  const pairs = fields.find((f) => f.pairs);
  const required = fields.filter((f) => f.required).map((f) => f.name);
  const schema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(fields.filter((f) => !f.pairs).map((f) => [f.name, openApiSchema(props[f.name], describeInput(f))])),
    ...(required.length > 0 ? { required } : {}),
    // Key/value pairs travel as fields named by their keys.
    ...(pairs ? { additionalProperties: { type: 'string', description: describeInput(pairs) } } : {}),
  };
  if (entry.body === 'json') {
    const sample = sampleRequest(entry, values).body;
    return { required: true, content: { 'application/json': { schema, ...(sample.kind === 'json' ? { example: sample.json } : {}) } } };
  }
  const encoding = Object.fromEntries(
    fields
      .filter((f) => f.file?.accept?.some((a) => !a.startsWith('.')))
      .map((f) => [f.name, { contentType: (f.file?.accept ?? []).filter((a) => !a.startsWith('.')).join(', ') }]),
  );
  return { required: true, content: { 'multipart/form-data': { schema, ...(Object.keys(encoding).length > 0 ? { encoding } : {}) } } };
}

function successResponses(entry: CatalogEntry, examples: EntryExample[]): Record<string, Json> {
  const byStatus = new Map<number, EntryExample[]>();
  for (const e of examples) byStatus.set(answerStatus(e.response), [...(byStatus.get(answerStatus(e.response)) ?? []), e]);
  const out: Record<string, Json> = {};
  for (const [status, list] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    const content: Record<string, Json> = {};
    for (const [i, e] of list.entries()) {
      const type = answerMediaType(e.response);
      const media = (content[type] ??= { schema: isBinaryAnswer(e.response) ? { type: 'string', format: 'binary' } : inferSchema(e.response.json) });
      if (!isBinaryAnswer(e.response)) {
        media.schema = mergeSchemas(media.schema as JsonSchema, inferSchema(e.response.json));
        const named = ((media.examples as Json | undefined) ?? {}) as Json;
        named[`contoh-${i + 1}`] = { summary: e.name ?? `Contoh ${i + 1}`, value: exampleJson(entry, e) ?? null };
        media.examples = named;
      }
    }
    const file = entry.response.filename && list.some((e) => isBinaryAnswer(e.response)) ? ` (di portal: ${entry.response.filename})` : '';
    out[String(status)] = { description: status < 400 ? `Berhasil${file}` : list[0].name ?? 'Gagal', content };
  }
  return out;
}

function responses(entry: CatalogEntry): Record<string, Json> {
  const out = successResponses(entry, entry.examples);
  if (!Object.keys(out).some((s) => Number(s) < 400)) out['200'] = { description: 'Berhasil' };
  const rules = ruleMessages(entry);
  if (rules.length > 0 && !out['400']) {
    out['400'] = {
      description: 'Input tidak sesuai aturan; pesan dari katalog.',
      content: {
        'application/json': {
          schema: errorRef,
          examples: Object.fromEntries(rules.map((r, i) => [`pesan-${i + 1}`, { summary: r.input ?? 'Input', value: { status: false, message: r.message } }])),
        },
      },
    };
  }
  out['401'] = { $ref: '#/components/responses/ApiKeySalah' };
  out['429'] = { $ref: '#/components/responses/BatasHabis' };
  return out;
}

function operation(entry: CatalogEntry, group: CatalogGroup): Json {
  const facts = inputFacts(entry);
  const values = showcaseExample(entry)?.request ?? {};
  const body = requestBody(entry, facts, values);
  return {
    operationId: entry.id,
    summary: entry.title,
    description: [
      entry.summary,
      '',
      `**${tagLabel[entry.tag]}**: ${tagMeaning[entry.tag]}.`,
      ...(entry.tryable ? [] : ['', '**Hanya dokumentasi**: tidak ada panel Coba di portal.']),
      '',
      `Pesan cadangan portal bila gagal: ${entry.error}`,
      '',
      `Panduan Postman: docs/guides/${guidePath(entry)}`,
    ].join('\n'),
    tags: [group.title],
    'x-portal-tag': tagLabel[entry.tag],
    parameters: parameters(entry, facts, values),
    ...(body ? { requestBody: body } : {}),
    responses: responses(entry),
  };
}

/** The OpenAPI 3.1 document of the whole catalog: a tag per group, the apikey as a query key. */
export function openApiDocument(catalog: Catalog, options: { version: string }): Json {
  const groups = catalog.groups.filter((g) => g.entries.length > 0);
  const paths: Record<string, Json> = {};
  for (const group of groups) {
    for (const entry of group.entries) {
      const item = (paths[entryUrlPath(entry)] ??= {});
      item[entry.method.toLowerCase()] = operation(entry, group);
    }
  }
  const error = (description: string, message: string) => ({
    description,
    content: { 'application/json': { schema: errorRef, example: { status: false, message } } },
  });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portal API',
      version: options.version,
      description:
        'REST API di balik Portal API. Setiap panggilan membawa API key sebagai query `apikey`. Fitur **Internal** diproses di server penyedia sendiri; fitur **3rd Party** diambil dari atau diproses oleh layanan luar (lihat `x-portal-tag` tiap operasi).',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: 'http://127.0.0.1:5173', description: 'Portal lokal (npm start)' }],
    security: [{ apikey: [] }],
    tags: groups.map((g) => ({ name: g.title, ...(g.description ? { description: g.description } : {}) })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    components: {
      securitySchemes: { apikey: { type: 'apiKey', in: 'query', name: 'apikey', description: 'API key dari profil Anda.' } },
      schemas: {
        Kesalahan: {
          type: 'object',
          required: ['status', 'message'],
          properties: { status: { type: 'boolean', const: false }, message: { type: 'string' } },
        },
      },
      responses: {
        ApiKeySalah: error('API key kosong atau salah.', messages.invalidApiKey),
        BatasHabis: error('Batas request harian habis.', messages.limitReached),
      },
    },
  };
}
