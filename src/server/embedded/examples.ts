import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { mediaTypeOf } from '../../catalog/media-types.ts';
import { messages } from '../../catalog/messages.ts';
import type { CatalogEntry } from '../../catalog/types.ts';
import { answeringExample } from '../../catalog/example-choice.ts';
import { HttpError } from '../common/index.ts';
import type { Answer } from './answer.ts';
import { fillPlaceholders } from '../../catalog/placeholders.ts';

export const noExampleMessage = 'Belum ada contoh jawaban untuk input ini di API bawaan.';

export async function exampleAnswer(entry: CatalogEntry, inputs: Record<string, unknown>, fixturesDir: string): Promise<Answer> {
  if (entry.examples.length === 0) throw new HttpError(501, messages.notInEmbeddedApi);
  const example = answeringExample(entry, inputs);
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
