import { deprecationSentence } from '../deprecation.ts';
import { messages } from '../messages.ts';
import { applyTransforms } from '../normalize.ts';
import { entryUrlPath } from '../request-plan.ts';
import type { Catalog, CatalogEntry, CatalogGroup, EntryExample, JsonSchema } from '../types.ts';
import { faultsByBody, transportFaults, type TransportFault } from '../transport-messages.ts';
import { markdownText } from './markdown.ts';
import { inputFacts, type InputFact } from './input-facts.ts';
import { validationMessages } from './openapi-messages.ts';
import { defaultBaseUrl, tagLabel, tagMeaning } from './names.ts';
import { referencePath } from '../reference.ts';
import { hasCrossRules, requestSchema } from './openapi-inputs.ts';
import { namesInRules, queryObjectName, queryObjectSchema } from './openapi-query-object.ts';
import { accountApiPaths } from './openapi-accounts.ts';
import { keyApiPaths } from './openapi-keys.ts';
import { reminderApiPaths } from './openapi-reminders.ts';
import { operatorApiPaths } from './openapi-operator.ts';
import { portalEntry, portalFile, portalGroup } from './openapi-portal.ts';
import { inferSchema, mergeSchemas } from './openapi-schema.ts';
import { answerMediaType, answerStatus, exampleJson, isBinaryAnswer, sampleRequest } from './sample-request.ts';
import { showcaseExample } from '../example-choice.ts';
import { withoutPrototypeKeys } from './openapi-json-body.ts';

type Json = Record<string, unknown>;

const errorRef = { $ref: '#/components/schemas/Kesalahan' };

function describeInput(fact: InputFact): string {
  return [(fact.description ?? fact.label).replace(/\.$/, ''), ...fact.limits.map(markdownText)].join('. ') + '.';
}

/** The whole request as one JSON Schema: each input's schema is read from it. */
function wholeRequest(entry: CatalogEntry, facts: InputFact[]): JsonSchema {
  const byName = new Map(facts.map((f) => [f.name, f]));
  return requestSchema(entry, facts.map((f) => f.name), (name) => describeInput(byName.get(name) as InputFact));
}

/** True when every input the entry's rules between inputs mention travels in the query. */
function rulesInQuery(entry: CatalogEntry, facts: InputFact[]): boolean {
  if (!hasCrossRules(entry)) return false;
  const inQuery = new Set(facts.filter((f) => f.location === 'query' && !f.pairs).map((f) => f.name));
  const { properties, required: _required, ...rules } = entry.schema;
  const tied = namesInRules(rules);
  for (const [name, prop] of Object.entries(properties ?? {})) if (prop['x-show-when']) tied.add(name).add((prop['x-show-when'] as { field: string }).field);
  return tied.size > 0 && [...tied].every((name) => inQuery.has(name));
}

/** The query inputs as one exploded object parameter whose schema states the rules between them. */
function queryObject(entry: CatalogEntry, facts: InputFact[], example: (name: string) => unknown): Json {
  const names = facts.map((f) => f.name);
  const whole = requestSchema(entry, names, (name) => describeInput(facts.find((f) => f.name === name) as InputFact));
  const schema = queryObjectSchema(whole);
  const values = Object.fromEntries(names.map((n) => [n, example(n)]).filter(([, v]) => v !== undefined));
  return {
    name: queryObjectName,
    in: 'query',
    required: (whole.required ?? []).length > 0 || whole.anyOf !== undefined,
    style: 'form',
    explode: true,
    description: `Parameter query ${names.join(', ')}: masing-masing dikirim sebagai parameter query tersendiri (?${names[0]}=...), dengan aturan di antara mereka dalam skema ini.`,
    schema,
    ...(Object.keys(values).length > 0 ? { example: values } : {}),
  };
}

function parameters(entry: CatalogEntry, facts: InputFact[], values: Record<string, unknown>): Json[] {
  const props = wholeRequest(entry, facts).properties ?? {};
  // Typed as the schema declares them (a number stays a number), after clamping and the like.
  const typed = applyTransforms(entry.schema, values);
  const example = (name: string) => (typed[name] === '' || typed[name] === null ? undefined : typed[name]);
  const sent = facts.filter((f) => (f.location === 'path' || f.location === 'query') && !f.pairs);
  const tied = rulesInQuery(entry, facts);
  const single = sent
    .filter((f) => !(tied && f.location === 'query'))
    .map((f) => ({
      name: f.name,
      in: f.location,
      required: f.location === 'path' || f.required,
      description: describeInput(f),
      schema: props[f.name],
      ...(example(f.name) !== undefined ? { example: example(f.name) } : {}),
    }));
  return tied ? [...single, queryObject(entry, sent.filter((f) => f.location === 'query'), example)] : single;
}

function requestBody(entry: CatalogEntry, facts: InputFact[], values: Record<string, unknown>): Json | undefined {
  const fields = facts.filter((f) => f.location === 'body');
  if (entry.body === 'none' || fields.length === 0) return undefined;
  const pairs = fields.find((f) => f.pairs);
  const whole = requestSchema(entry, fields.map((f) => f.name), (name) => describeInput(fields.find((f) => f.name === name) as InputFact));
  // Rules between inputs belong in the body only when every input travels in it.
  const { allOf, anyOf, 'x-at-least-one': atLeastOne, ...own } = whole;
  const inBody = fields.length === facts.length;
  const schema: JsonSchema = {
    ...own,
    properties: Object.fromEntries(Object.entries(whole.properties ?? {}).filter(([name]) => name !== pairs?.name)),
    ...(inBody && allOf ? { allOf } : {}),
    ...(inBody && anyOf ? { anyOf, 'x-at-least-one': atLeastOne } : {}),
    // Key/value pairs travel as fields named by their keys.
    ...(pairs ? { additionalProperties: { type: 'string', description: describeInput(pairs) }, 'x-pairs': pairs.pairs } : {}),
  };
  if (entry.body === 'json') {
    const sample = sampleRequest(entry, values).body;
    return { required: true, content: { 'application/json': { schema: withoutPrototypeKeys(schema), ...(sample.kind === 'json' ? { example: sample.json } : {}) } } };
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
      // OpenAPI 3.1 describes a binary answer by its media type alone: a `type: string` schema
      // would be checked against the raw bytes by runners such as Redocly Respect, and fail.
      const media = (content[type] ??= isBinaryAnswer(e.response) ? {} : { schema: inferSchema(e.response.json) });
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

type Example = { summary: string; value: { status: false; message: string } };

/** Adds error examples to a status, next to the catalog's own examples of it. */
function addErrors(out: Record<string, Json>, status: number, description: string, examples: Record<string, Example>): void {
  if (Object.keys(examples).length === 0) return;
  const response = (out[String(status)] ??= { description, content: { 'application/json': { schema: errorRef } } });
  const content = ((response.content as Record<string, Json> | undefined) ?? (response.content = {})) as Record<string, Json>;
  const media = (content['application/json'] ??= { schema: errorRef });
  media.examples = { ...((media.examples as Json | undefined) ?? {}), ...examples };
}

const fault = (code: TransportFault): Example => ({ summary: code, value: { status: false, message: transportFaults[code][1] } });

/**
 * A download variant (`output=file`) answers the same media type as a file: the document says so,
 * with the file's own schema beside the JSON answer's and its Content-Disposition header.
 */
function addDownloads(entry: CatalogEntry, ok: Json): void {
  const downloads = (entry.response.variants ?? []).filter((v) => v.kind === 'download');
  const media = (ok.content as Record<string, Json> | undefined)?.['application/json'];
  if (downloads.length === 0 || !media) return;
  const when = downloads.map((v) => Object.entries(v.when).map(([k, x]) => `${k}=${x}`).join(' dan ')).join(' atau ');
  const file = { title: `File yang diunduh (${when})`, description: 'Isi file: data hasil proses sebagai JSON, tanpa status dan message.' };
  media.schema = { anyOf: [media.schema, file] };
  ok.headers = {
    'Content-Disposition': {
      description: `Hanya bila ${when}: attachment dengan nama file.`,
      schema: { type: 'string', examples: downloads.map((v) => `attachment; filename="${v.filename ?? 'data.json'}"`) },
    },
  };
}

function responses(entry: CatalogEntry): Record<string, Json> {
  const out = successResponses(entry, entry.examples);
  if (!Object.keys(out).some((s) => Number(s) < 400)) out['200'] = { description: 'Berhasil' };
  addDownloads(entry, out['200']);
  // Every message a failed input check answers; `pesan-` marks them as the catalog's input rules.
  const rules = validationMessages(entry);
  addErrors(out, 400, 'Input tidak sesuai aturan; pesan dari katalog.', {
    ...Object.fromEntries(rules.map((r, i) => [`pesan-${i + 1}`, { summary: r.input ?? 'Input', value: { status: false, message: r.message } }])),
    gagal: { summary: 'Input tidak dapat diproses', value: { status: false, message: entry.error } },
  });
  if (entry.body !== 'none') {
    const faults = faultsByBody[entry.body];
    for (const status of [400, 413, 415]) {
      const mine = faults.filter((code) => transportFaults[code][0] === status);
      addErrors(out, status, status === 413 ? 'Body terlalu besar.' : status === 415 ? 'Jenis konten tidak didukung.' : 'Body tidak dapat dibaca.', Object.fromEntries(mine.map((code) => [code, fault(code)])));
    }
  }
  out['401'] = { $ref: '#/components/responses/ApiKeySalah' };
  out['429'] = { $ref: '#/components/responses/BatasHabis' };
  if (entry.examples.length === 0) {
    addErrors(out, 501, 'Hanya dokumentasi: API bawaan tidak menjawabnya.', { 'belum-ada': { summary: 'Tanpa contoh jawaban', value: { status: false, message: messages.notInEmbeddedApi } } });
  }
  addErrors(out, 500, 'Kesalahan server.', {
    server: { summary: 'Kesalahan server', value: { status: false, message: messages.serverError } },
    gagal: { summary: 'Gagal diproses', value: { status: false, message: entry.error } },
  });
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => Number(a) - Number(b)));
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
      ...(entry.deprecated ? [`**Usang**: ${deprecationSentence(entry.deprecated)}`, ''] : []),
      `**${tagLabel[entry.tag]}**: ${tagMeaning[entry.tag]}.`,
      ...(entry.tryable ? [] : ['', '**Hanya dokumentasi**: tidak ada panel Coba di portal.']),
      '',
      `Pesan cadangan portal bila gagal: ${entry.error}`,
      '',
      `Panduan Postman: ${referencePath(entry)}`,
    ].join('\n'),
    tags: [group.title],
    ...(entry.deprecated ? { deprecated: true } : {}),
    'x-portal-tag': tagLabel[entry.tag],
    // Documentation only: no 'Coba' panel; the embedded API still answers it from its examples.
    ...(entry.tryable ? {} : { 'x-portal-tryable': false }),
    parameters: parameters(entry, facts, values),
    // Rules between inputs in different places (query and body) that no single schema can hold.
    ...(hasCrossRules(entry) && facts.some((f) => f.location !== 'body') ? { 'x-portal-request-schema': wholeRequest(entry, facts) } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(entry),
    'x-portal-entry': portalEntry(entry),
    ...portalFile(entry),
  };
}

/** The OpenAPI 3.1 document of the whole catalog: a tag per group, the apikey as a query key. */
/** `baseUrl`: the portal's address as its server (the downloaded document: the portal that sent it). */
export function openApiDocument(catalog: Catalog, options: { version: string; baseUrl?: string }): Json {
  const groups = catalog.groups.filter((g) => g.entries.length > 0);
  const paths: Record<string, Json> = {};
  for (const group of groups) {
    for (const entry of group.entries) {
      const item = (paths[entryUrlPath(entry)] ??= {});
      item[entry.method.toLowerCase()] = operation(entry, group);
    }
  }
  Object.assign(paths, accountApiPaths(), keyApiPaths(), reminderApiPaths(), operatorApiPaths());
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
    servers: [options.baseUrl ? { url: options.baseUrl, description: 'Portal ini' } : { url: defaultBaseUrl, description: 'Portal lokal (npm start)' }],
    security: [{ apikey: [] }],
    tags: [
      ...groups.map((g) => ({ name: g.title, ...(g.description ? { description: g.description } : {}), 'x-portal-group': portalGroup(g) })),
      { name: 'Akun portal', description: 'API akun portal: daftar, login, logout, password, API key, log request dan pemakaian. Dijawab oleh API bawaan; upstream yang dipakai portal mengimplementasikan kontrak yang sama.' },
      { name: 'Operator portal', description: 'API operator milik portal sendiri (konsol `/admin`): akun, paket, permintaan upgrade, ringkasan pemakaian, log audit. Hanya sesi akun role ADMIN; sesi lain 403, tanpa sesi 401.' },
    ],
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
