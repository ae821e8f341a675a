import type { ShowWhenRule } from '../keywords/index.ts';
import type { AtLeastOneRule } from '../keywords/x-at-least-one.ts';
import { datePattern, type DateRule } from '../keywords/x-date.ts';
import type { PairsRule } from '../keywords/x-pairs.ts';
import { inputPlace, type InputPlace } from '../read-inputs.ts';
import type { CatalogEntry, JsonSchema } from '../types.ts';
import { openApiSchema } from './openapi-schema.ts';

const typesOf = (schema: JsonSchema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** True when a schema takes '' as it stands (a free text with no rule). */
function takesEmpty(schema: JsonSchema): boolean {
  const types = typesOf(schema);
  if (types.length > 0 && !types.includes('string')) return false;
  const refusing = ['minLength', 'pattern', 'enum', 'const', 'format', 'contentMediaType', 'allOf', 'anyOf', 'oneOf', 'not', 'if'];
  return !refusing.some((k) => k in schema && !(k === 'minLength' && schema.minLength === 0));
}

/**
 * One input's schema as the API applies it (`readInputs`). An empty text counts as absent, and so
 * does null in a JSON body (the only place a null can travel: a query or a form field carries
 * text): an optional input also takes '' (and null in JSON), a required text needs a character.
 * A date (`x-date`) is its pattern, blanks around it allowed (the API trims them).
 */
export function inputSchema(prop: JsonSchema, required: boolean, description?: string, place: InputPlace = 'json'): JsonSchema {
  const date = prop['x-date'] as DateRule | undefined;
  // Blanks around a date are trimmed, and a blank date is no date when the input is optional.
  const datePart = date ? `${datePattern(date).slice(1, -1)}${required ? '' : '?'}` : '';
  const core = openApiSchema(date ? { ...prop, type: 'string', pattern: `^\\s*${datePart}\\s*$` } : prop, description);
  if (core.format === 'binary') return core;
  // A list travels as repeated fields in a query or a form; in a JSON body an optional one may be '' or null.
  if (core.type === 'array') return required || place !== 'json' ? core : withAlternatives(core, [{ const: '' }, { type: 'null' }]);
  if (required) return typesOf(core).includes('string') && core.minLength === undefined ? { ...core, minLength: 1 } : core;
  const alternatives: JsonSchema[] = [];
  if (!takesEmpty(core)) alternatives.push({ const: '' });
  if (place === 'json' && !typesOf(core).includes('null')) alternatives.push({ type: 'null' });
  return alternatives.length === 0 ? core : withAlternatives(core, alternatives);
}

/** An input's own rules, or one of the values that mean "not given"; title and description stay outside so renderers show the input. */
function withAlternatives(core: JsonSchema, alternatives: JsonSchema[]): JsonSchema {
  const { title, description: text, default: fallback, examples, ...rules } = core;
  const x = Object.fromEntries(Object.entries(rules).filter(([k]) => k.startsWith('x-')));
  const checks = Object.fromEntries(Object.entries(rules).filter(([k]) => !k.startsWith('x-')));
  return {
    ...(title !== undefined ? { title } : {}),
    ...(text !== undefined ? { description: text } : {}),
    ...(fallback !== undefined ? { default: fallback } : {}),
    ...(examples !== undefined ? { examples } : {}),
    anyOf: [checks, ...alternatives],
    ...x,
    'x-empty-is-absent': true,
  };
}

/** Present and not blank: what 'filled' means for at-least-one (the API drops '' and null). */
const filled = (name: string): JsonSchema => ({ required: [name], properties: { [name]: { not: { enum: ['', null] } } } });

/** `required` inside a rule means present and not blank, as the API reads it (not in an `if`). */
function filledWhenRequired(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...schema };
  for (const key of ['then', 'else'] as const) if (out[key]) out[key] = filledWhenRequired(out[key] as JsonSchema);
  if (Array.isArray(out.allOf)) out.allOf = (out.allOf as JsonSchema[]).map(filledWhenRequired);
  if (out.required && out.required.length > 0) {
    const props = { ...(out.properties ?? {}) };
    for (const name of out.required) props[name] = { ...(props[name] ?? {}), not: { enum: ['', null] } };
    out.properties = props;
  }
  return out;
}

/**
 * The whole request (path, query and body inputs in one object) as plain JSON Schema: each input,
 * `required`, and the rules between inputs: the catalog's own `allOf`/`anyOf`/`if`, at least one
 * of several (`anyOf`), an input that applies only for some values of another (`if`/`then`; it
 * is ignored otherwise), at most N key/value pairs (`maxProperties`).
 */
export function requestSchema(entry: Pick<CatalogEntry, 'path' | 'body' | 'schema'>, names: string[], description: (name: string) => string | undefined): JsonSchema {
  const schema = entry.schema;
  const required = new Set(schema.required ?? []);
  const props = schema.properties ?? {};
  const allOf: JsonSchema[] = [];
  const properties: Record<string, JsonSchema> = {};
  for (const name of names) {
    const prop = props[name];
    const own = inputSchema(prop, required.has(name), description(name), inputPlace(entry, name, prop));
    const when = prop['x-show-when'] as ShowWhenRule | undefined;
    if (!when) {
      properties[name] = own;
      continue;
    }
    // Hidden (the other input has another value), the API ignores it whatever it holds.
    const { title, description: text, ...rules } = own;
    properties[name] = { ...(title !== undefined ? { title } : {}), ...(text !== undefined ? { description: text } : {}), 'x-show-when': when };
    allOf.push({ if: { properties: { [when.field]: { enum: when.in } }, required: [when.field] }, then: { properties: { [name]: rules } } });
  }
  for (const sub of (schema.allOf as JsonSchema[] | undefined) ?? []) allOf.push(filledWhenRequired(openApiSchema(sub)));
  const atLeastOne = schema['x-at-least-one'] as AtLeastOneRule | undefined;
  const pairs = names.map((n) => props[n]['x-pairs'] as PairsRule | undefined).find(Boolean);
  return {
    type: 'object',
    properties,
    ...(names.some((n) => required.has(n)) ? { required: names.filter((n) => required.has(n)) } : {}),
    ...(allOf.length > 0 ? { allOf } : {}),
    ...(atLeastOne ? { anyOf: atLeastOne.fields.map(filled), 'x-at-least-one': atLeastOne } : {}),
    ...(pairs ? { maxProperties: names.filter((n) => !props[n]['x-pairs']).length + pairs.max } : {}),
  };
}

/** True when the request has rules between inputs that one parameter's schema cannot state. */
export function hasCrossRules(entry: Pick<CatalogEntry, 'schema'>): boolean {
  const s = entry.schema;
  return Boolean(s.allOf || s.anyOf || s['x-at-least-one'] || Object.values(s.properties ?? {}).some((p) => p['x-show-when']));
}
