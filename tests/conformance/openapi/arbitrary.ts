import fc from 'fast-check';
import type { Schema } from './document.ts';

/** A file part of a multipart request: the fixture's bytes under a name and a media type. */
export interface FilePart {
  kind: 'file';
  name: string;
  type: string;
}

export const absent = Symbol('absent');
export type Generated = unknown;

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** Values the schema allows (best effort: the caller judges every value with ajv anyway). */
export function valid(schema: Schema, files: (accept: string) => fc.Arbitrary<FilePart>, accept = '*/*'): fc.Arbitrary<Generated> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (options) return fc.oneof(...options.map((o) => valid({ ...schema, anyOf: undefined, oneOf: undefined, ...o }, files, accept)));
  const type = Array.isArray(schema.type) ? (schema.type as string[]).filter((t) => t !== 'null')[0] : (schema.type as string | undefined);
  switch (type) {
    case 'string': {
      if (schema.format === 'binary') return files(String(schema.contentMediaType ?? accept));
      const minLength = num(schema.minLength) ?? 0;
      const maxLength = Math.min(num(schema.maxLength) ?? 40, minLength + 40);
      if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= maxLength);
      const examples = Array.isArray(schema.examples) ? (schema.examples as string[]) : [];
      const text = fc.string({ minLength, maxLength, unit: 'grapheme-ascii' });
      return examples.length > 0 ? fc.oneof(fc.constantFrom(...examples), text) : text;
    }
    case 'integer':
      return fc.integer({ min: Math.ceil(num(schema.minimum) ?? -1000), max: Math.floor(num(schema.maximum) ?? 1000) });
    case 'number':
      return fc.double({ min: num(schema.minimum) ?? -1000, max: num(schema.maximum) ?? 1000, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = num(schema.minItems) ?? 0;
      return fc.array(valid((schema.items ?? {}) as Schema, files, accept), { minLength, maxLength: Math.min(num(schema.maxItems) ?? 4, minLength + 4) });
    }
    case 'object':
      return objectOf(schema, files, {});
    default:
      return fc.string({ maxLength: 20 });
  }
}

/** Values a request may well hold by mistake: empty, too long, of another type, out of range. */
export function invalid(schema: Schema): fc.Arbitrary<Generated> {
  const wrongFile = fc.constant<FilePart>({ kind: 'file', name: 'catatan.txt', type: 'text/plain' });
  if (schema.format === 'binary') return wrongFile;
  return fc.constantFrom<Generated>('', ' ', 'x'.repeat(5000), 'bukan-nilai', -999999, 3.5, 0, true, null, {}, ['a', 'b'], 'now', '31-02-2024', '2024-01-01');
}

/** An object: every property absent, valid or invalid, required ones absent only now and then. */
export function objectOf(schema: Schema, files: (accept: string) => fc.Arbitrary<FilePart>, accept: Record<string, string>): fc.Arbitrary<Record<string, Generated>> {
  const required = new Set((schema.required ?? []) as string[]);
  const props = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
  const record = Object.fromEntries(
    props.map(([name, prop]) => [
      name,
      fc.oneof(
        { weight: required.has(name) ? 1 : 4, arbitrary: fc.constant<Generated>(absent) },
        { weight: 8, arbitrary: valid(prop, files, accept[name]) },
        { weight: 2, arbitrary: invalid(prop) },
      ),
    ]),
  );
  return fc.record(record).map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== absent)));
}
