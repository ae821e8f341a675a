import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { mediaTypeOf } from '../../catalog/media-types.ts';
import { messages } from '../../catalog/messages.ts';
import type { CatalogEntry, EntryExample } from '../../catalog/types.ts';
import { HttpError } from '../errors.ts';
import type { Answer } from './answer.ts';
import { fillPlaceholders } from '../../catalog/placeholders.ts';

export const noExampleMessage = 'Belum ada contoh jawaban untuk input ini di API bawaan.';

/** How an input compares with an example's value: files by name, the rest as text. */
function asText(value: unknown): string {
  if (value && typeof value === 'object' && 'name' in value) return String((value as { name: unknown }).name);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The example whose request values all equal the inputs, else the catch-all `{}` example, else
 * the first successful one (as a mock server answers valid inputs no example names).
 */
export function pickExample(entry: CatalogEntry, inputs: Record<string, unknown>): EntryExample | undefined {
  const matches = (example: EntryExample) =>
    Object.entries(example.request).every(([name, value]) => name in inputs && asText(inputs[name]) === asText(value));
  const specific = entry.examples.find((e) => Object.keys(e.request).length > 0 && matches(e));
  return specific ?? entry.examples.find((e) => Object.keys(e.request).length === 0) ?? entry.examples.find((e) => (e.response.status ?? 200) < 400);
}

export async function exampleAnswer(entry: CatalogEntry, inputs: Record<string, unknown>, fixturesDir: string): Promise<Answer> {
  if (entry.examples.length === 0) throw new HttpError(501, messages.notInEmbeddedApi);
  const example = pickExample(entry, inputs);
  if (!example) throw new HttpError(404, noExampleMessage);
  const { response } = example;
  const status = response.status ?? 200;
  const name = example.name ?? `Contoh ${entry.examples.indexOf(example) + 1}`;
  if (response.file) {
    const path = resolve(fixturesDir, response.file);
    // Catalog files are trusted, but a fixture path must still stay inside the fixtures folder.
    if (!path.startsWith(resolve(fixturesDir) + sep)) throw new HttpError(404, noExampleMessage);
    const body = await readFile(path).catch(() => null);
    if (!body) throw new HttpError(404, noExampleMessage);
    return { status, example: name, body, contentType: response.contentType ?? mediaTypeOf(response.file) };
  }
  if (response.json !== undefined) return { status, example: name, json: fillPlaceholders(response.json, inputs) };
  throw new HttpError(404, noExampleMessage);
}
