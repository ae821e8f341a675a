import type { ImagePart } from '../../catalog/answer-views.ts';
import { readPath } from '../../engine/index.ts';

/** Where a declared picture comes from: its address, none in this answer, or an answer that cannot hold one. */
export type ImageSource = { state: 'url'; url: string } | { state: 'missing' } | { state: 'invalid' };

/**
 * The picture at the part's path: a URL, a bare file name under `base`, or a list of URLs of which
 * the first is shown; an empty list or name is a missing picture, any other value no picture at all.
 */
export function imageSource(part: ImagePart, body: unknown): ImageSource {
  const value = readPath(body, part.path);
  const first = Array.isArray(value) ? value.find((v): v is string => typeof v === 'string' && v !== '') : value;
  if (Array.isArray(value) && first === undefined) return { state: 'missing' };
  if (first === '' || first === null) return { state: 'missing' };
  if (typeof first !== 'string') return { state: 'invalid' };
  return { state: 'url', url: part.base && !/^[a-z]+:|^\//i.test(first) ? `${part.base}${encodeURIComponent(first)}` : first };
}
