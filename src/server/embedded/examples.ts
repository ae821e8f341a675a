import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { mediaTypeOf } from '../../catalog/media-types.ts';
import { messages } from '../../catalog/messages.ts';
import type { CatalogEntry } from '../../catalog/types.ts';
import { answeringExample } from '../../catalog/example-choice.ts';
import { HttpError } from '../common/index.ts';
import type { Answer } from './answer.ts';

export const noExampleMessage = 'Belum ada contoh jawaban untuk input ini di API bawaan.';

/** What an entry without a handler or provider says with each answer: it is stored, not computed. */
export const storedExampleNotice = 'API bawaan tidak menghitung jawaban entri ini; ini contoh jawaban tersimpan, bukan hasil dari input Anda.';

/**
 * The stored example for these inputs, exactly as the catalog has it (the inputs are never written
 * into it), with the one sentence that says why an example answers (`notice`).
 */
export async function exampleAnswer(entry: CatalogEntry, inputs: Record<string, unknown>, fixturesDir: string, notice = storedExampleNotice): Promise<Answer> {
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
    return { status, example: name, notice, body, contentType: response.contentType ?? mediaTypeOf(response.file) };
  }
  if (response.json !== undefined) return { status, example: name, notice, json: response.json };
  throw new HttpError(404, noExampleMessage);
}
