import type { CatalogEntry } from '../../catalog/types.ts';
import { join } from 'node:path';
import { answerExamples } from './answer-examples.ts';
import { imageSize } from './image-size.ts';
import type { ReferenceEntry } from './reference-entry.ts';
import { requestSamples } from './request-samples.ts';

/**
 * An entry as its reference page's data chunk carries it (build time): the catalog's description
 * without its file's place on disk, its request samples and its example answers.
 * `fixtures`: the example files, as paths from the project folder `root`.
 */
export async function referenceEntry({ file: _file, ...entry }: CatalogEntry, root: string, fixtures: string[]): Promise<ReferenceEntry> {
  const sizeOf = (name: string) => imageSize(join(root, 'public', 'fixtures', name));
  return { ...entry, samples: await requestSamples(entry, fixtures), answers: answerExamples(entry, sizeOf) };
}
