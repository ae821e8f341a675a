import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import type { FastifyInstance } from 'fastify';
import { loadGroup } from 'virtual:portal-catalog';
import { whenValidatorReady } from '../../src/engine/index.ts';
import { transformErrors } from '../../src/catalog/error-messages.ts';
import { loadCatalog } from '../../src/catalog/loader.ts';
import type { CatalogEntry } from '../../src/catalog/types.ts';
import { buildRequest, type BuiltRequest } from '../../src/engine/build-request.ts';
import { FileStore } from '../../src/engine/file-store.ts';
import type { LoadedEntry } from '../../src/engine/loaded-entry.ts';
import type { FakeFile, FormInput } from './spec-messages.ts';
import { transformingValidator } from '../../src/panels/form/transforming-validator.ts';

export const catalogRoot = join(__dirname, '..', '..', 'catalog');
export const { catalog } = loadCatalog(catalogRoot);
export const allEntries: CatalogEntry[] = catalog.groups.flatMap((g) => g.entries);
export const fixturesDir = join(__dirname, '..', '..', 'public', 'fixtures');
export const apiKey = 'kunci-cakupan';

export function entryById(id: string): CatalogEntry {
  const entry = allEntries.find((e) => e.id === id);
  if (!entry) throw new Error(`entri '${id}' tidak ada di katalog`);
  return entry;
}

/** The entry as the browser gets it: expanded schema and the build's precompiled validator. */
export async function loadedEntry(id: string): Promise<LoadedEntry> {
  const { group } = entryById(id);
  const chunk = (await loadGroup(group)) as { entries: LoadedEntry[] };
  const loaded = chunk.entries.find((e) => e.entry.id === id);
  if (!loaded) throw new Error(`entri '${id}' tidak ada di chunk grup '${group}'`);
  await whenValidatorReady(loaded.validator);
  return loaded;
}

/**
 * How files of a type begin: the embedded API reads a file's type from its bytes, not its label,
 * so a fake file is honest about its type (zeros after the signature; text for text types).
 */
const signatures: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/gif': [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  'image/webp': [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20],
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a],
  // A ZIP (what a .docx is) and an OLE compound file (what a .doc is).
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [0x50, 0x4b, 0x03, 0x04],
  'application/msword': [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
};

/** `size` bytes of a file of `type`. */
export function startingAs(type: string, size: number): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(size);
  if (type.startsWith('text/')) return data.fill(0x61);
  const signature = signatures[type];
  if (signature) data.set(signature.slice(0, size));
  return data;
}

const isFake = (value: unknown): value is FakeFile => typeof value === 'object' && value !== null && (value as FakeFile).kind === 'file';

/**
 * The form data the runner holds for an input, with real Files waiting in a store: the same split
 * the file field makes (a descriptor in form data, the File apart).
 */
export function formState(input: FormInput): { formData: Record<string, unknown>; files: FileStore } {
  const files = new FileStore();
  const bytes = (fake: FakeFile) => (fake.fixture ? readFileSync(join(fixturesDir, fake.fixture)) : startingAs(fake.type, fake.size));
  const put = (fake: FakeFile) => files.put(new File([bytes(fake)], fake.name, { type: fake.type }));
  const formData = Object.fromEntries(
    Object.entries(input).map(([key, value]) => {
      if (isFake(value)) return [key, put(value)];
      if (Array.isArray(value) && value.some(isFake)) return [key, value.map((item) => (isFake(item) ? put(item) : item))];
      return [key, value];
    }),
  );
  return { formData, files };
}

/** The messages the form shows for form data, as the browser's validator says them. */
export function runnerMessages(loaded: LoadedEntry, formData: Record<string, unknown>): string[] {
  // The 'Coba' form judges the values after the entry's transforms, as TryPanel does.
  const { errors } = transformingValidator(loaded.validator, loaded.entry).validateFormData(formData, loaded.schema as RJSFSchema, undefined, transformErrors);
  return errors.map((e) => e.message ?? '');
}

/** Sends a request built by the runner to the embedded API, as the browser would. */
export async function injectBuilt(app: FastifyInstance, request: BuiltRequest) {
  const headers: Record<string, string> = { ...request.headers };
  let payload: Buffer | string | undefined;
  if (request.body instanceof FormData) {
    const encoded = new Response(request.body);
    payload = Buffer.from(await encoded.arrayBuffer());
    headers['content-type'] = encoded.headers.get('content-type') ?? '';
  } else payload = request.body;
  return app.inject({ method: request.method as 'GET', url: request.url, headers, payload });
}

/** The embedded API's answer to what the runner sends for an input (validation not applied first). */
export async function apiAnswer(app: FastifyInstance, entry: CatalogEntry, input: FormInput) {
  const { formData, files } = formState(input);
  const request = buildRequest(entry, formData, apiKey, files);
  // An empty path parameter stays `{name}` in the built URL (the runner never sends it): the API
  // is asked with an empty segment instead, as a hand-made call would.
  return injectBuilt(app, { ...request, url: request.url.replace(/\{[^}/]+\}/g, '') });
}
