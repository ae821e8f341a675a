import { shown, type ShowWhenRule } from './keywords/index.ts';
import { applyTransforms } from './normalize.ts';
import { inputLocation, isFileInput } from './request-plan.ts';
import type { EntryDef, JsonSchema } from './types.ts';

export type Inputs = Record<string, unknown>;

/**
 * Who hands the values over:
 * - `request`: an HTTP request as the embedded API received it (path, query and multipart values
 *   are text; a JSON body is typed; files are `{ name, size, type }` descriptors);
 * - `form`: the 'Coba' form's values (typed by RJSF, files as descriptors of the file store);
 * - `tool`: an MCP tool call's arguments (typed JSON, files already turned into descriptors).
 */
export type InputSource = 'request' | 'form' | 'tool';

/**
 * Where an input travels, which decides what empty and `null` mean for it:
 * - `query` (path and query parameters): text. `''` is "not given"; `null` cannot travel, and a
 *   `null` handed over by the form or a tool is "not given" as well. Text is read as the declared
 *   number, integer or boolean.
 * - `multipart` (form fields and files): text, read like the query; a file input that arrives as
 *   text in a request is no file and counts as not given.
 * - `json` (a JSON body): typed as sent, never coerced; `''` and `null` are "not given".
 */
export type InputPlace = 'query' | 'multipart' | 'json';

export type ReadEntry = Pick<EntryDef, 'path' | 'body' | 'schema'>;

/** The catalog's Indonesian messages for values that break the entry's rules; empty when they pass. */
export type InputValidator = (values: Inputs) => readonly string[];

export interface ReadOptions {
  from: InputSource;
  validate: InputValidator;
}

export interface ReadInputs {
  ok: boolean;
  /** The values to send or to hand to a handler: defaults filled, transforms applied. */
  values: Inputs;
  /** The Indonesian messages, first one first; empty when `ok`. */
  messages: string[];
}

export function inputPlace(entry: Pick<EntryDef, 'path' | 'body'>, name: string, prop: JsonSchema): InputPlace {
  const where = inputLocation(entry, name, prop);
  if (where !== 'body') return 'query';
  return entry.body === 'multipart' ? 'multipart' : 'json';
}

function typesOf(prop: JsonSchema | undefined): string[] {
  if (!prop || prop.type === undefined) return [];
  return Array.isArray(prop.type) ? prop.type : [prop.type];
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** One text brought to the scalar type the schema asks for; left as is when it does not parse, so the schema's own message answers. */
function fromText(prop: JsonSchema | undefined, value: string): unknown {
  const types = typesOf(prop);
  if (types.includes('string')) return value;
  const trimmed = value.trim();
  if ((types.includes('integer') || types.includes('number')) && trimmed !== '') {
    const n = Number(trimmed);
    if (!Number.isNaN(n)) return n;
  }
  if (types.includes('boolean')) {
    if (trimmed === 'true') return true;
    if (trimmed === 'false') return false;
  }
  return value;
}

/** A text-place value as its declared type: scalars parsed, a single value of a list input made a list. */
function coerceText(prop: JsonSchema, value: unknown): unknown {
  if (typesOf(prop).includes('array')) {
    const list = Array.isArray(value) ? value : [value];
    return list.map((item) => (typeof item === 'string' ? fromText(prop.items, item) : item));
  }
  return typeof value === 'string' ? fromText(prop, value) : value;
}

/** A file input holding text (a name in the query, a plain field) was never a file. */
const isText = (value: unknown) => typeof value === 'string' || (Array.isArray(value) && value.some((v) => typeof v === 'string'));

/**
 * Stages 1 to 3: drop what counts as not given, bring text to the declared types, apply the
 * catalog's transforms (clamping, skipped pairs, hidden inputs dropped). Inputs the entry does not
 * declare pass through untouched, for the schema to judge.
 */
export function prepareInputStages(entry: ReadEntry, raw: Inputs, from: InputSource): Inputs {
  const props = entry.schema.properties ?? {};
  const out: Inputs = {};
  for (const [name, value] of Object.entries(raw)) {
    const prop = props[name];
    if (!prop) {
      if (!isEmpty(value)) out[name] = value;
      continue;
    }
    if (isEmpty(value)) continue;
    if (isFileInput(prop)) {
      if (!(from === 'request' && isText(value))) out[name] = value;
      continue;
    }
    out[name] = inputPlace(entry, name, prop) === 'json' ? value : coerceText(prop, value);
  }
  return applyTransforms(entry.schema, out);
}

/** Stage 5: a missing input takes its schema `default`, unless a condition hides it (it is never sent then). */
export function withDefaults(schema: JsonSchema, values: Inputs): Inputs {
  const out: Inputs = { ...values };
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    if (name in out || prop.default === undefined) continue;
    const when = prop['x-show-when'] as ShowWhenRule | undefined;
    if (when && !shown(when, out)) continue;
    out[name] = prop.default;
  }
  return out;
}

/**
 * The one way into an entry, for the browser's runner, the embedded API and the MCP server alike.
 * Order: 1. drop empties, 2. coerce text, 3. transform, 4. validate, 5. fill defaults. Defaults come
 * last so a default never hides a missing required input, and so the check judges what was sent.
 */
export function readInputs(entry: ReadEntry, raw: Inputs, options: ReadOptions): ReadInputs {
  const prepared = prepareInputStages(entry, raw, options.from);
  const messages = [...options.validate(prepared)];
  return { ok: messages.length === 0, values: withDefaults(entry.schema, prepared), messages };
}
