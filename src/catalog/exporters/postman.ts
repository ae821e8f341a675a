import sdk from 'postman-collection';
import type { Catalog, CatalogEntry, CatalogGroup, EntryExample } from '../types.ts';
import { pathParams } from '../request-plan.ts';
import { markdownText } from './markdown.ts';
import { inputFacts, type InputFact } from './input-facts.ts';
import { collectionName, defaultBaseUrl, tagLabel, tagMeaning } from './names.ts';
import { referencePath } from '../reference.ts';
import { fileSource, withFixtureFiles } from './fixture-fill.ts';
import { expectedAnswers, postmanTestScript } from './postman-tests.ts';
import { answerMediaType, answerStatus, exampleJson, isBinaryAnswer, sampleRequest } from './sample-request.ts';
import { showcaseExample } from '../example-choice.ts';
import type { PostmanCollectionJson, PostmanRequest, PostmanResponse } from './postman-types.ts';
import { stableId } from './stable-id.ts';

// postman-collection is CommonJS: its classes come from the default import.
const { Collection, Item, ItemGroup } = sdk;


const statusText: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

function describeInput(fact: InputFact | undefined): string | undefined {
  if (!fact) return undefined;
  return `${[fact.required ? 'Wajib' : 'Opsional', (fact.description ?? fact.label).replace(/\.$/, ''), ...fact.limits.map(markdownText)].join('. ')}.`;
}

/** The request definition (SDK JSON) of an entry called with one example's inputs. */
function requestOf(entry: CatalogEntry, values: Record<string, unknown>, facts: InputFact[], files: string[]): PostmanRequest {
  const sample = sampleRequest(entry, values);
  const fact = (name: string) => facts.find((f) => f.name === name);
  const path = entry.path.split('/').filter(Boolean).map((seg) => seg.replace(/^\{([^}/]+)\}$/, ':$1'));
  const request: PostmanRequest = {
    method: entry.method,
    url: {
      host: ['{{baseUrl}}'],
      path: ['api', 'proxy', ...path],
      query: [
        ...sample.query.map(([key, value]) => ({ key, value, description: describeInput(fact(key)) })),
        { key: 'apikey', value: '{{apikey}}', description: 'API key Anda.' },
      ],
      // Every path parameter gets its row in Postman's Path Variables, filled when the example has it.
      variable: pathParams(entry.path).map((key) => ({ key, value: sample.pathValues[key] ?? '', description: describeInput(fact(key)) })),
    },
    header: entry.body === 'json' ? [{ key: 'Content-Type', value: 'application/json' }] : [],
  };
  if (sample.body.kind === 'json') request.body = { mode: 'raw', raw: JSON.stringify(sample.body.json, null, 2), options: { raw: { language: 'json' } } };
  if (sample.body.kind === 'multipart') {
    request.body = {
      mode: 'formdata',
      formdata: sample.body.fields.map((f) =>
        f.file !== undefined
          ? { key: f.name, type: 'file', src: fileSource(f.file, files), description: describeInput(fact(f.name)) }
          : { key: f.name, type: 'text', value: f.value, description: describeInput(fact(f.name)) },
      ),
    };
  }
  return request;
}

function responseOf(entry: CatalogEntry, example: EntryExample, index: number, facts: InputFact[], files: string[]): PostmanResponse {
  const { response } = example;
  const code = answerStatus(response);
  return {
    id: stableId(`response:${entry.id}:${index}`),
    name: example.name ?? `Contoh ${index + 1}`,
    originalRequest: requestOf(entry, withFixtureFiles(entry, example.request, files), facts, files),
    code,
    status: statusText[code] ?? '',
    header: [{ key: 'Content-Type', value: answerMediaType(response) }],
    body: isBinaryAnswer(response) ? '' : JSON.stringify(exampleJson(entry, example) ?? {}, null, 2),
  };
}

function description(entry: CatalogEntry): string {
  return [
    entry.summary,
    '',
    `**Jenis:** ${tagLabel[entry.tag]} (${tagMeaning[entry.tag]}).`,
    ...(entry.tryable ? [] : ['', '**Hanya dokumentasi:** tidak ada panel Coba di portal.']),
    '',
    `Jika gagal, pesan ada di field \`message\`; pesan cadangan portal: ${entry.error}`,
    '',
    `Panduan langkah demi langkah: ${referencePath(entry)}`,
  ].join('\n');
}

export interface CollectionOptions {
  /**
   * Files a request may upload, as paths from the project folder (Newman's working directory):
   * the fixtures examples name, and what a request sends where an example says "any file".
   */
  files: string[];
  /** The portal's address as `baseUrl`; default the local portal of `npm start`. */
  baseUrl?: string;
}

/** One request of the collection: the entry called with its showcase example, and every example saved. */
function postmanItem(entry: CatalogEntry, options: CollectionOptions): InstanceType<typeof Item> {
  const facts = inputFacts(entry);
  const example = showcaseExample(entry);
  const values = withFixtureFiles(entry, example?.request ?? {}, options.files);
  const request = requestOf(entry, values, facts, options.files);
  const answers = expectedAnswers(entry, values);
  request.description = { content: description(entry), type: 'text/markdown' };
  return new Item({
    id: stableId(`entry:${entry.id}`),
    name: entry.title,
    request,
    response: entry.examples.map((e, i) => responseOf(entry, e, i, facts, options.files)),
    event: [{ listen: 'test', script: { id: stableId(`test:${entry.id}`), type: 'text/javascript', exec: postmanTestScript(answers) } }],
  });
}

const phase: Record<string, number> = { POST: 0, GET: 1, PUT: 2, PATCH: 2, DELETE: 3 };

/**
 * The order a collection run can follow with a stateful API: what creates comes first, then
 * reads and updates, and deletes last in reverse order (undoing a marriage before the claim it
 * needs), so a run leaves the state as it found it. Ties keep the catalog's order.
 */
export function runOrder<T extends Pick<CatalogEntry, 'method'>>(entries: T[]): T[] {
  const ranked = entries.map((entry, index) => ({ entry, index, phase: phase[entry.method] ?? 1 }));
  ranked.sort((a, b) => a.phase - b.phase || (a.phase === 3 ? b.index - a.index : a.index - b.index));
  return ranked.map((r) => r.entry);
}

function folderOf(group: CatalogGroup, options: CollectionOptions): InstanceType<typeof ItemGroup> {
  const folder = new ItemGroup({ id: stableId(`group:${group.id}`), name: group.title, description: group.description });
  for (const entry of runOrder(group.entries)) folder.items.add(postmanItem(entry, options));
  return folder;
}

/** The Postman Collection v2.1 of the whole catalog, as JSON: a folder per group, in catalog order. */
export function postmanCollection(catalog: Catalog, options: CollectionOptions): PostmanCollectionJson {
  const collection = new Collection({
    info: {
      id: stableId('collection:portal-api'),
      name: collectionName,
      description: {
        content: 'Semua endpoint Portal API, satu folder per fitur. Pilih environment Portal API lalu isi `baseUrl` (alamat portal) dan `apikey` (API key Anda).',
        type: 'text/markdown',
      },
    },
    variable: [
      { id: 'baseUrl', key: 'baseUrl', value: options.baseUrl ?? defaultBaseUrl, type: 'string' },
      { id: 'apikey', key: 'apikey', value: '', type: 'string' },
    ],
  });
  for (const group of catalog.groups.filter((g) => g.entries.length > 0)) collection.items.add(folderOf(group, options));
  return collection.toJSON() as PostmanCollectionJson;
}

/** The Postman environment that goes with the collection: the portal address and the API key. */
export function postmanEnvironment(options: { baseUrl?: string } = {}): Record<string, unknown> {
  return {
    id: stableId('environment:portal-api'),
    name: collectionName,
    values: [
      { key: 'baseUrl', value: options.baseUrl ?? defaultBaseUrl, type: 'default', enabled: true },
      { key: 'apikey', value: '', type: 'secret', enabled: true },
    ],
    _postman_variable_scope: 'environment',
  };
}
