import { showcaseExample } from '../../catalog/example-choice.ts';
import { withFixtureFiles } from '../../catalog/exporters/fixture-fill.ts';
import { mediaTypeOf } from '../../catalog/media-types.ts';
import { ORIGIN_PLACEHOLDER } from '../../catalog/reference.ts';
import { isFileInput } from '../../catalog/request-plan.ts';
import type { CatalogEntry } from '../../catalog/types.ts';
import { buildRequest, FileStore } from '../../engine/index.ts';
import { generateSnippet } from '../../snippets/generate.ts';
import { snippetLanguages } from '../../snippets/languages.ts';
import { sampleApiKey, type RequestSample } from './reference-entry.ts';

/**
 * The entry's showcase call (the example the guide and the collection use) in every language the
 * snippets offer, built by the runner's own request builder: what 'Coba' would send with those
 * inputs. Files appear by their example's name. Made at build time, in Node.
 */
export async function requestSamples(entry: Omit<CatalogEntry, 'file'>, fixtures: string[]): Promise<RequestSample[]> {
  const values = withFixtureFiles(entry, showcaseExample(entry)?.request ?? {}, fixtures);
  const files = new FileStore();
  const asFile = (name: unknown) => files.put(new File([], String(name), { type: mediaTypeOf(String(name)) }));
  for (const [name, prop] of Object.entries(entry.schema.properties ?? {})) {
    if (!isFileInput(prop) || values[name] === undefined) continue;
    values[name] = Array.isArray(values[name]) ? (values[name] as unknown[]).map(asFile) : asFile(values[name]);
  }
  const request = buildRequest(entry, values, sampleApiKey, files);
  const options = { origin: ORIGIN_PLACEHOLDER, revealApiKey: true, name: entry.title };
  return Promise.all(
    snippetLanguages.map(async (l): Promise<RequestSample> => ({ language: l.id, label: l.label, code: await generateSnippet(l.id, request, options) })),
  );
}
