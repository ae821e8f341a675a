import { exampleStatus } from '../../catalog/example-choice.ts';
import { answerMediaType, exampleJson } from '../../catalog/exporters/sample-request.ts';
import type { CatalogEntry } from '../../catalog/types.ts';
import type { AnswerExample, AnswerView } from './reference-entry.ts';

/** Where the built portal serves the example files (Vite copies public/ as it is). */
export const fixturesUrl = '/fixtures/';

/** A download's name: the spec's (the entry's `response.filename`), else the example file's own. */
function downloadName(entry: Pick<CatalogEntry, 'response'>, file: string): string {
  const filename = (entry.response as { filename?: unknown }).filename;
  return typeof filename === 'string' && filename ? filename : file;
}

/** A picture's size in pixels, so the page keeps its place before it loads. */
export type SizeOf = (file: string) => { width: number; height: number } | undefined;

function viewOf(entry: Pick<CatalogEntry, 'examples' | 'response'>, example: CatalogEntry['examples'][number], sizeOf: SizeOf): AnswerView {
  const mediaType = answerMediaType(example.response);
  const { file } = example.response;
  if (example.response.json !== undefined) return { kind: 'json', json: exampleJson(entry, example) };
  if (file && mediaType.startsWith('image/')) return { kind: 'image', src: fixturesUrl + encodeURIComponent(file), mediaType, ...sizeOf(file) };
  if (file) return { kind: 'download', href: fixturesUrl + encodeURIComponent(file), filename: downloadName(entry, file), mediaType };
  return { kind: 'computed', mediaType };
}

/** An entry's example answers as the reference shows them, in catalog order, each under its own name. */
export function answerExamples(entry: Pick<CatalogEntry, 'examples' | 'response'>, sizeOf: SizeOf = () => undefined): AnswerExample[] {
  return entry.examples.map((example, index) => ({
    name: example.name ?? `Contoh ${index + 1}`,
    status: exampleStatus(example),
    view: viewOf(entry, example, sizeOf),
  }));
}
