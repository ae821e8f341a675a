import type { CatalogEntry, EntryExample } from './types.ts';

/**
 * Which of an entry's examples is meant, decided here and nowhere else:
 * - the docs (guide, collection, OpenAPI, the documentation-only block) show `showcaseExample`:
 *   the first successful example with inputs, else the first successful one, else the first;
 * - the embedded API answers with `answeringExample`: the example whose request values all equal
 *   the inputs, else the catch-all `request: {}` one, else the first successful one;
 * - the collection's tests accept every `matchingExamples` answer (the catch-alls included);
 * - a handler's declared message is `declaredExample`: the example of that name, or of that status.
 * Inputs compare with an example's values as text (a file by its name).
 */

type Examples = Pick<CatalogEntry, 'examples'>;

export const exampleStatus = (example: EntryExample): number => example.response.status ?? 200;
export const isSuccessExample = (example: EntryExample): boolean => exampleStatus(example) < 400;

/** How an input compares with an example's value: files by name, the rest as text. */
function asText(value: unknown): string {
  // A file (received, or its descriptor) has a size; an object input with a `name` field does not.
  if (value && typeof value === 'object' && 'name' in value && 'size' in value) return String((value as { name: unknown }).name);
  return value && typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** True when every value the example's request names equals the input of that name. */
export function exampleMatches(example: EntryExample, inputs: Record<string, unknown>): boolean {
  return Object.entries(example.request).every(([name, value]) => name in inputs && asText(inputs[name]) === asText(value));
}

const isCatchAll = (example: EntryExample): boolean => Object.keys(example.request).length === 0;

export function showcaseExample(entry: Examples): EntryExample | undefined {
  const ok = entry.examples.filter(isSuccessExample);
  return ok.find((e) => !isCatchAll(e)) ?? ok[0] ?? entry.examples[0];
}

export function answeringExample(entry: Examples, inputs: Record<string, unknown>): EntryExample | undefined {
  const specific = entry.examples.find((e) => !isCatchAll(e) && exampleMatches(e, inputs));
  return specific ?? entry.examples.find(isCatchAll) ?? entry.examples.find(isSuccessExample);
}

export function matchingExamples(entry: Examples, inputs: Record<string, unknown>): EntryExample[] {
  return entry.examples.filter((e) => exampleMatches(e, inputs));
}

export function declaredExample(entry: Examples, key: string | number): EntryExample | undefined {
  return typeof key === 'string' ? entry.examples.find((e) => e.name === key) : entry.examples.find((e) => exampleStatus(e) === key);
}
