import { isDeepStrictEqual } from 'node:util';
import { inputFacts } from '../exporters/input-facts.ts';
import { markdownText } from '../exporters/markdown.ts';
import { extensionKeywordNames, type ShowWhenRule } from '../keywords/index.ts';
import type { JsonSchema } from '../types.ts';

type Schema = JsonSchema;

/** JSON Schema keywords an input keeps as they are; the catalog's own `x-` keywords too. */
const kept = new Set<string>([
  ...['type', 'title', 'description', 'enum', 'const', 'default', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'],
  ...['minLength', 'maxLength', 'pattern', 'format', 'required', 'minItems', 'maxItems', 'uniqueItems', 'examples', 'additionalProperties', 'allOf'],
  ...extensionKeywordNames,
]);

/** The file rule a document states: media types from the encoding or `contentMediaType`, the rest from the description. */
function fileRule(schema: Schema, accept: string[], description: string): Schema {
  const types = accept.length > 0 ? accept : typeof schema.contentMediaType === 'string' ? [schema.contentMediaType] : [];
  const listed = /Tipe file: ((?:[^,\s]+)(?:, [^,\s]+)*?)\.(?: |$)/.exec(description)?.[1].split(', ');
  const size = /Ukuran maksimal (\d+)(MB|KB)/.exec(description);
  return {
    ...(listed ?? types).length > 0 ? { accept: listed ?? types } : {},
    ...(size ? { maxSize: Number(size[1]) * (size[2] === 'MB' ? 1048576 : 1024) } : {}),
  };
}

/**
 * One input's schema as a document states it, back in the catalog's words: the `anyOf` the
 * exporter wraps an optional input in (marked `x-empty-is-absent`) unwrapped, a date's pattern
 * left to its `x-date`, a binary string as a file, 3.0's `nullable` and `example` as 3.1 says them.
 */
export function catalogInput(schema: Schema, where: string, unmapped: string[], file: { accept?: string[]; description?: string } = {}): Schema {
  let own = schema;
  if (own['x-empty-is-absent'] === true && Array.isArray(own.anyOf)) {
    const { anyOf, 'x-empty-is-absent': _marker, ...outer } = own;
    own = { ...(anyOf[0] as Schema), ...outer };
  }
  const description = typeof own.description === 'string' ? own.description : '';
  // A file in a list of files: the list's description (`file.description`) states its rule.
  if (own.format === 'binary') return { ...(own.title ? { title: own.title } : {}), ...(description ? { description } : {}), 'x-file': fileRule(own, file.accept ?? [], file.description ?? description) };
  const out: Schema = {};
  for (const [key, value] of Object.entries(own)) {
    if (key === 'pattern' && own['x-date']) continue;
    if (key === 'example') out.examples = [value];
    else if (key === 'type' && own.nullable === true && typeof value === 'string') out.type = [value, 'null'];
    else if (key === 'nullable') continue;
    else if (key === 'properties') out.properties = Object.fromEntries(Object.entries(value as Record<string, Schema>).map(([n, s]) => [n, catalogInput(s, `${where}.${n}`, unmapped)]));
    else if (key === 'allOf') out.allOf = (value as Schema[]).map((sub, i) => catalogInput(sub, `${where}.allOf[${i}]`, unmapped));
    else if (key === 'items') out.items = catalogInput(value as Schema, `${where}[]`, unmapped, { ...file, description });
    else if (kept.has(key)) out[key] = value;
    else unmapped.push(`${where}: kata kunci '${key}' tidak dibawa`);
  }
  return out;
}

/** The limits text the exporter appends to an input's description, for a schema as the catalog holds it. */
const limitsSuffix = (name: string, prop: Schema): string => {
  const limits = inputFacts({ path: '', body: 'none', schema: { properties: { [name]: prop } } })[0].limits;
  return limits.length > 0 ? `. ${limits.map(markdownText).join('. ')}.` : '.';
};

/**
 * The catalog's own description of an input, from the document's (its label or description, then
 * the limits the exporter lists). A required text the exporter gave `minLength: 1` may have had
 * none: the variant whose limits match the text is kept. Unmatched, the whole text stays.
 */
export function withOwnDescription(name: string, prop: Schema, required: boolean): Schema {
  const text = prop.description;
  if (typeof text !== 'string') return prop;
  const { minLength, ...loose } = prop;
  const candidates = required && minLength === 1 ? [prop, loose] : [prop];
  for (const candidate of candidates) {
    const { description: _text, ...bare } = candidate;
    const suffix = limitsSuffix(name, bare);
    if (!text.endsWith(suffix)) continue;
    const head = text.slice(0, -suffix.length);
    return head === (bare.title ?? name) ? bare : { ...bare, description: `${head}.` };
  }
  return prop;
}

const blank = { enum: ['', null] };

/**
 * The `not: {enum: ['', null]}` the exporter adds to every input a rule requires, taken off again:
 * in the catalog `required` already means filled (the API drops '' and null before validating).
 */
function withoutFilled(schema: Schema): Schema {
  const out: Schema = { ...schema };
  for (const key of ['then', 'else'] as const) if (out[key]) out[key] = withoutFilled(out[key] as Schema);
  if (Array.isArray(out.allOf)) out.allOf = (out.allOf as Schema[]).map(withoutFilled);
  if (out.properties && out.required) {
    const props: Record<string, Schema> = {};
    for (const [name, prop] of Object.entries(out.properties)) {
      const { not, ...rest } = prop;
      const filled = out.required.includes(name) && isDeepStrictEqual(not, blank);
      if (!filled) props[name] = prop;
      else if (Object.keys(rest).length > 0) props[name] = rest;
    }
    if (Object.keys(props).length > 0) out.properties = props;
    else delete out.properties;
  }
  return out;
}

/** The `if`/`then` the exporter writes for an input shown only for some values of another (`x-show-when`). */
function shownInput(sub: Schema, properties: Record<string, Schema>): [string, Schema] | undefined {
  const names = Object.keys((sub.then as Schema | undefined)?.properties ?? {});
  const when = names.length === 1 ? (properties[names[0]]?.['x-show-when'] as ShowWhenRule | undefined) : undefined;
  const rules = (sub.then as Schema | undefined)?.properties?.[names[0]];
  // The rules carry the input's `x-show-when` too: a catalog `if` on the same values does not.
  if (!when || !isDeepStrictEqual(rules?.['x-show-when'], when)) return undefined;
  if (!isDeepStrictEqual(sub.if, { properties: { [when.field]: { enum: when.in } }, required: [when.field] })) return undefined;
  return [names[0], rules as Schema];
}

/**
 * The rules between inputs, back from the whole request's schema: an `if`/`then` whose input
 * carries `x-show-when` gives that input its own rules again, the `anyOf` of `x-at-least-one`
 * and the `maxProperties` of `x-pairs` are those keywords; any other `allOf`/`anyOf` stays as
 * JSON Schema. `properties` (the inputs already read) is completed in place.
 */
export function catalogRules(whole: Schema, properties: Record<string, Schema>, where: string, unmapped: string[]): Schema {
  const allOf: Schema[] = [];
  for (const sub of (whole.allOf as Schema[] | undefined) ?? []) {
    const shown = shownInput(sub, properties);
    if (!shown) {
      allOf.push(withoutFilled(sub));
      continue;
    }
    const [name, rules] = shown;
    const { title, description, 'x-show-when': when, 'x-in': place } = properties[name];
    const input = catalogInput({ ...(title !== undefined ? { title } : {}), ...(description !== undefined ? { description } : {}), ...rules, 'x-show-when': when }, `${where} ${name}`, unmapped);
    properties[name] = { ...input, ...(place !== undefined ? { 'x-in': place } : {}) };
  }
  const out: Schema = {};
  if (allOf.length > 0) out.allOf = allOf;
  if (whole['x-at-least-one']) out['x-at-least-one'] = whole['x-at-least-one'];
  else if (whole.anyOf) out.anyOf = (whole.anyOf as Schema[]).map(withoutFilled);
  if (whole.maxProperties !== undefined && !whole['x-pairs']) unmapped.push(`${where}: kata kunci 'maxProperties' tidak dibawa`);
  return out;
}
