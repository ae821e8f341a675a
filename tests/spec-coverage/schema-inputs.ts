import { extname } from 'node:path';
import fc from 'fast-check';
import type { ClampRule, FileRule, Preset } from '../../src/catalog/keywords/index.ts';
import { presetList } from '../../src/catalog/keywords/index.ts';
import { isFileInput } from '../../src/catalog/request-plan.ts';
import type { CatalogEntry, JsonSchema } from '../../src/catalog/types.ts';
import { fixture, honestMinSize, type FakeFile, type FormInput } from './spec-messages.ts';

/** Media types of the fixture names example requests use. */
export const mediaByExtension: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.csv': 'text/csv',
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const extensionByMedia: Record<string, string> = Object.fromEntries(Object.entries(mediaByExtension).map(([ext, type]) => [type, ext]));

const fileRuleOf = (prop: JsonSchema): FileRule => (prop['x-file'] ?? prop.items?.['x-file'] ?? {}) as FileRule;

/** The form input an example request stands for: fixture names become those files. */
export function exampleForm(entry: CatalogEntry, request: Record<string, unknown>): FormInput {
  const asFile = (name: unknown) => fixture(String(name), mediaByExtension[extname(String(name)).toLowerCase()] ?? 'application/octet-stream');
  return Object.fromEntries(
    Object.entries(request).map(([key, value]) => {
      const prop = entry.schema.properties?.[key];
      if (!prop || !isFileInput(prop)) return [key, value];
      return [key, Array.isArray(value) ? value.map(asFile) : asFile(value)];
    }),
  );
}

/** A file the rule accepts (first accepted type, a small size). */
function acceptedFile(rule: FileRule): FakeFile {
  const accept = rule.accept ?? [];
  const type = accept.find((a) => !a.startsWith('.'));
  const media = !type ? 'text/csv' : type.endsWith('/*') ? `${type.slice(0, -1)}png` : type;
  const ending = accept.find((a) => a.startsWith('.')) ?? extensionByMedia[media] ?? '.bin';
  if (media === 'image/png') return fixture('pixel.png', 'image/png');
  return { kind: 'file', name: `contoh${ending}`, type: media, size: 64 };
}

/** A plain value a property accepts, when no example says more. */
function plainValue(prop: JsonSchema): unknown {
  if (prop.default !== undefined) return prop.default;
  if (prop.enum?.length) return prop.enum[0];
  const presets = presetList(prop['x-presets']);
  if (presets.length > 0) return presets[0].value;
  if (prop.type === 'integer' || prop.type === 'number') return prop.minimum ?? 1;
  if (prop.type === 'boolean') return true;
  return 'contoh';
}

/**
 * The required inputs of an entry (and the first of an 'at least one' group) with accepted values:
 * from another example when one has it, else plain ones. A request for entries whose examples
 * answer any input.
 */
export function minimalInput(entry: CatalogEntry): FormInput {
  const props = entry.schema.properties ?? {};
  const atLeastOne = (entry.schema['x-at-least-one'] as { fields?: string[] } | undefined)?.fields ?? [];
  const names = [...new Set([...(entry.schema.required ?? []), ...atLeastOne.slice(0, 1)])];
  const fromExamples = (name: string) => entry.examples.map((e) => exampleForm(entry, e.request)[name]).find((v) => v !== undefined);
  return Object.fromEntries(
    names.map((name) => {
      const prop = props[name] ?? {};
      const known = fromExamples(name);
      if (known !== undefined) return [name, known];
      if (prop.type === 'array' && isFileInput(prop)) return [name, Array.from({ length: typeof prop.minItems === 'number' ? prop.minItems : 1 }, () => acceptedFile(fileRuleOf(prop)))];
      if (isFileInput(prop)) return [name, acceptedFile(fileRuleOf(prop))];
      return [name, plainValue(prop)];
    }),
  );
}

function fileArbitrary(rule: FileRule): fc.Arbitrary<FakeFile> {
  const accepted = (rule.accept ?? []).filter((a) => !a.startsWith('.')).map((a) => (a.endsWith('/*') ? `${a.slice(0, -1)}png` : a));
  const types = fc.constantFrom(...accepted, 'image/png', 'image/gif', 'text/plain', 'text/csv', 'application/pdf', 'application/octet-stream');
  const endings = fc.constantFrom(...(rule.accept ?? []).filter((a) => a.startsWith('.')), '.png', '.txt', '.csv', '.docx', '.pdf');
  const max = rule.maxSize;
  // Mostly small files (long enough to carry their type's signature); now and then one right at
  // the limit or one byte over it.
  const sizes = max
    ? fc.oneof({ weight: 9, arbitrary: fc.integer({ min: honestMinSize, max: 4096 }) }, { weight: 1, arbitrary: fc.constantFrom(max, max + 1) })
    : fc.integer({ min: honestMinSize, max: 4096 });
  return fc.record({ type: types, ending: endings, size: sizes }).map(({ type, ending, size }) => ({ kind: 'file' as const, name: `f${ending}`, type, size }));
}

/** Strings the schema suggests (default, presets, examples), around a pattern, and random ones; a select's options only. */
function stringArbitrary(prop: JsonSchema, seen: unknown[]): fc.Arbitrary<string> {
  // A select holds one of its options, nothing else.
  if (prop.enum?.length) return fc.constantFrom(...prop.enum.map(String));
  const suggested = [
    prop.default,
    ...presetList(prop['x-presets']).map((p: Preset) => p.value),
    ...seen,
  ].filter((v): v is string => typeof v === 'string' && v !== '');
  const options: fc.Arbitrary<string>[] = [
    fc.string({ minLength: 1, maxLength: 12 }),
    fc.constantFrom(' ', 'now', '17-08-2025', '#fff', '#12345', '16,32,48', '16,600', 'https://example.com/a.png', 'bukan url', '7d', 'abc', '123456', '0'),
  ];
  if (suggested.length > 0) options.push(fc.constantFrom(...suggested));
  if (typeof prop.pattern === 'string') {
    try {
      options.push(fc.stringMatching(new RegExp(prop.pattern)).filter((s) => s !== ''));
    } catch {
      // A pattern fast-check cannot generate from: the other strings still reach both sides.
    }
  }
  return fc.oneof(...options);
}

function numberArbitrary(prop: JsonSchema, seen: unknown[]): fc.Arbitrary<number | string> {
  const clamp = (prop['x-clamp'] ?? {}) as ClampRule;
  const edges = [prop.minimum, prop.maximum, clamp.min, clamp.max]
    .filter((n): n is number => typeof n === 'number')
    .flatMap((n) => [n - 1, n, n + 1]);
  const suggested = [...edges, ...(prop.enum ?? []), prop.default, ...seen].filter((v): v is number => typeof v === 'number');
  return fc.oneof(
    fc.constantFrom(...suggested, 0, 1, -1),
    fc.integer({ min: -2000, max: 2000 }),
    fc.double({ min: -1000, max: 1000, noNaN: true, noDefaultInfinity: true }).map((n) => Math.round(n * 100) / 100),
    // A number field whose text does not parse keeps the text (RJSF's asNumber).
    fc.constantFrom('abc', '1,5'),
  );
}

function propertyArbitrary(prop: JsonSchema, seen: unknown[]): fc.Arbitrary<unknown> {
  if (prop['x-file'] !== undefined) return fileArbitrary(fileRuleOf(prop));
  if (prop.type === 'array') {
    if (prop.items?.['x-file'] !== undefined) return fc.array(fileArbitrary(fileRuleOf(prop)), { maxLength: 17 });
    if (prop['x-pairs'] !== undefined) {
      const text = fc.oneof(fc.constantFrom(' ', 'userId', 'role'), fc.string({ minLength: 1, maxLength: 6 }));
      return fc.array(fc.record({ key: text, value: text }, { requiredKeys: [] }), { maxLength: 12 });
    }
    return fc.array(propertyArbitrary(prop.items ?? { type: 'string' }, []), { maxLength: 4 });
  }
  if (prop.type === 'integer' || prop.type === 'number') return numberArbitrary(prop, seen);
  if (prop.type === 'boolean') return fc.boolean();
  return stringArbitrary(prop, seen);
}

/**
 * Form data for an entry: random values for every input (any of them left out), alone or laid
 * over one of the entry's example requests, so both accepted and refused inputs come up often.
 */
export function formInputArbitrary(entry: CatalogEntry): fc.Arbitrary<FormInput> {
  const props = entry.schema.properties ?? {};
  const seen = (name: string) => entry.examples.map((e) => e.request[name]).filter((v) => v !== undefined);
  const fields = Object.fromEntries(Object.entries(props).map(([name, prop]) => [name, propertyArbitrary(prop, seen(name))]));
  const random = fc.record(fields, { requiredKeys: [] }) as fc.Arbitrary<FormInput>;
  const bases = entry.examples.filter((e) => Object.keys(e.request).length > 0).map((e) => exampleForm(entry, e.request));
  if (bases.length === 0) return random;
  const dropped = fc.subarray(Object.keys(props), { maxLength: Math.min(2, Object.keys(props).length) });
  const overBase = fc.tuple(fc.constantFrom(...bases), fc.record(fields, { requiredKeys: [] }), dropped).map(([base, over, drop]) => {
    // Change at most one input of the example, and leave out up to two.
    const [first] = Object.entries(over as FormInput);
    const out: FormInput = { ...base, ...(first ? { [first[0]]: first[1] } : {}) };
    for (const name of drop) delete out[name];
    return out;
  });
  return fc.oneof(random, overBase);
}
