import { showcaseExample } from '../example-choice.ts';
import { mediaTypeOf } from '../media-types.ts';
import { fillPlaceholders } from '../placeholders.ts';
import { placeInputs } from '../request-plan.ts';
import type { CatalogEntry, EntryExample, ExampleAnswer } from '../types.ts';

/** One multipart field: text, or a fixture file under public/fixtures. */
export interface SampleField {
  name: string;
  value?: string;
  file?: string;
}

export type SampleBody =
  | { kind: 'none' }
  | { kind: 'json'; json: Record<string, unknown> }
  | { kind: 'multipart'; fields: SampleField[] };

/** A concrete call of an entry, as the docs show it (the `apikey` is added by each exporter). */
export interface SampleRequest {
  pathValues: Record<string, string>;
  query: [string, string][];
  body: SampleBody;
}

/**
 * Where each input of the given values travels, the way the runner's request builder sends it:
 * transforms first, key/value pairs spread into their own fields, files by fixture name.
 */
export function sampleRequest(entry: Pick<CatalogEntry, 'path' | 'body' | 'schema'>, values: Record<string, unknown>): SampleRequest {
  const { pathValues, query, json, fields } = placeInputs(entry, values);
  const sampleFields = fields.map((f): SampleField => (f.file !== undefined ? { name: f.name, file: String(f.file) } : { name: f.name, value: f.value }));
  const body: SampleBody =
    entry.body === 'multipart' ? { kind: 'multipart', fields: sampleFields } : entry.body === 'json' ? { kind: 'json', json } : { kind: 'none' };
  return { pathValues, query, body };
}

/** The media type of an example answer, as the embedded API sends it (without parameters). */
export function answerMediaType(answer: ExampleAnswer): string {
  if (answer.contentType) return answer.contentType.split(';')[0].trim();
  return answer.file ? mediaTypeOf(answer.file) : 'application/json';
}

export const answerStatus = (answer: ExampleAnswer): number => answer.status ?? 200;

/** True when the answer is bytes (an image, a PDF, a zip) rather than JSON. */
export const isBinaryAnswer = (answer: ExampleAnswer): boolean => answer.json === undefined && answerMediaType(answer) !== 'application/json';

/**
 * The JSON answer of an example as the docs show it: placeholders filled from the example's own
 * inputs, else from the showcase inputs (a catch-all example answers whatever was asked).
 */
export function exampleJson(entry: Pick<CatalogEntry, 'examples'>, example: EntryExample): unknown {
  return fillPlaceholders(example.response.json, { ...showcaseExample(entry)?.request, ...example.request });
}
