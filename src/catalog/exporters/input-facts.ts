import { presetList, type ClampRule, type FileRule, type ShowWhenRule } from '../keywords/index.ts';
import type { AtLeastOneRule } from '../keywords/x-at-least-one.ts';
import type { PairsRule } from '../keywords/x-pairs.ts';
import { inputTypeLabel } from '../input-type.ts';
import { inputLocation, isFileInput } from '../request-plan.ts';
import type { CatalogEntry, InputLocation, JsonSchema } from '../types.ts';
import { code, text, type Text } from './doc-blocks.ts';

/** One input of an entry as the docs describe it. */
export interface InputFact {
  name: string;
  location: InputLocation;
  /** 'string', 'integer', 'file', ... */
  type: string;
  required: boolean;
  label: string;
  description?: string;
  /** Limits and rules in Indonesian, e.g. 'Maksimal 1000', each a text (a pattern is code). */
  limits: Text[];
  file?: FileRule;
  /** Several files under one name (the GIF's images). */
  many: boolean;
  /** A key/value list sent as one field per pair (the JWT payload). */
  pairs?: PairsRule;
}

/** A message the API answers (HTTP 400) when an input breaks a rule. */
export interface RuleMessage {
  input?: string;
  message: string;
}

/** 5242880 → '5MB'; sizes that are not whole megabytes in KB. */
export function formatBytes(bytes: number): string {
  const mb = bytes / 1048576;
  return Number.isInteger(mb) ? `${mb}MB` : `${Math.round(bytes / 1024)}KB`;
}

const list = (values: unknown[]) => values.map(String).join(', ');

function fileRuleOf(prop: JsonSchema): FileRule | undefined {
  return (prop['x-file'] ?? prop.items?.['x-file']) as FileRule | undefined;
}

function limitsOf(prop: JsonSchema): Text[] {
  const out: Text[] = [];
  const add = (line: string | Text) => out.push(typeof line === 'string' ? [line] : line);
  const file = fileRuleOf(prop);
  if (file?.accept?.length) add(`Tipe file: ${list(file.accept)}`);
  if (file?.maxSize) add(`Ukuran maksimal ${formatBytes(file.maxSize)}${prop.type === 'array' ? ' per file' : ''}`);
  const unit = isFileInput(prop) ? 'file' : 'item';
  if (typeof prop.minItems === 'number') add(`Minimal ${prop.minItems} ${unit}`);
  if (typeof prop.maxItems === 'number') add(`Maksimal ${prop.maxItems} ${unit}`);
  if (prop.enum) add(`Salah satu dari: ${list(prop.enum)}`);
  if (prop['x-presets']) {
    // A free preset is a slot (`{name}`): the reader is told what may be typed there, by its label.
    const presets = presetList(prop['x-presets']);
    const free = presets.filter((p) => p.free).map((p) => ` atau ${(p.label ?? 'nilai lain').toLowerCase()}`).join('');
    add(`Pilihan: ${list(presets.filter((p) => !p.free).map((p) => p.value))}${free}`);
  }
  if (prop.minLength === 1) add('Tidak boleh kosong');
  else if (typeof prop.minLength === 'number') add(`Minimal ${prop.minLength} karakter`);
  if (typeof prop.maxLength === 'number') add(`Maksimal ${prop.maxLength} karakter`);
  if (typeof prop.minimum === 'number') add(`Minimal ${prop.minimum}`);
  if (typeof prop.maximum === 'number') add(`Maksimal ${prop.maximum}`);
  const clamp = prop['x-clamp'] as ClampRule | undefined;
  if (clamp) {
    if (clamp.min !== undefined && clamp.max !== undefined) add(`Di luar ${clamp.min} sampai ${clamp.max} dibatasi ke rentang itu`);
    else if (clamp.max !== undefined) add(`Di atas ${clamp.max} dibatasi menjadi ${clamp.max}`);
    else if (clamp.min !== undefined) add(`Di bawah ${clamp.min} dibatasi menjadi ${clamp.min}`);
  }
  if (typeof prop.pattern === 'string') add(text`Pola: ${code(prop.pattern)}`);
  // Patterns checked one after the other (each with its own message) sit in `allOf`.
  for (const part of (prop.allOf as JsonSchema[] | undefined) ?? []) if (typeof part.pattern === 'string') add(text`Pola: ${code(part.pattern)}`);
  if (typeof prop.format === 'string') add(`Format: ${prop.format}`);
  const pairs = prop['x-pairs'] as PairsRule | undefined;
  if (pairs) add(`Maksimal ${pairs.max} pasangan; tiap pasangan dikirim sebagai field sendiri (key = nama field); pasangan kosong dilewati`);
  const showWhen = prop['x-show-when'] as ShowWhenRule | undefined;
  if (showWhen) add(`Hanya dipakai bila ${showWhen.field} bernilai ${list(showWhen.in)}`);
  if (prop.default !== undefined) add(`Bawaan: ${typeof prop.default === 'object' ? JSON.stringify(prop.default) : String(prop.default)}`);
  return out;
}

/** Every input of an entry, in schema order, with where it travels and its limits. */
export function inputFacts(entry: Pick<CatalogEntry, 'path' | 'body' | 'schema'>): InputFact[] {
  const required = new Set(entry.schema.required ?? []);
  return Object.entries(entry.schema.properties ?? {}).map(([name, prop]) => ({
    name,
    location: inputLocation(entry, name, prop),
    type: inputTypeLabel(prop),
    required: required.has(name),
    label: prop.title ?? name,
    description: prop.description,
    limits: limitsOf(prop),
    file: fileRuleOf(prop),
    many: prop.type === 'array' && isFileInput(prop),
    pairs: prop['x-pairs'] as PairsRule | undefined,
  }));
}

/** The fields inside an object input (or inside each item of a list of objects), as `name.field`. */
function nestedFacts(prop: JsonSchema, path: string, location: InputLocation): InputFact[] {
  const list = prop.type === 'array' && !isFileInput(prop);
  const object = list ? prop.items : prop;
  if (!object || object.type !== 'object' || !object.properties) return [];
  const required = new Set(object.required ?? []);
  const base = list ? `${path}[]` : path;
  return Object.entries(object.properties).flatMap(([name, sub]) => {
    const fact: InputFact = {
      name: `${base}.${name}`,
      location,
      type: inputTypeLabel(sub),
      required: required.has(name),
      label: sub.title ?? name,
      description: sub.description,
      limits: [...limitsOf(sub), ...(sub.type === 'array' && sub.items ? limitsOf(sub.items).map((l) => [`Tiap item: `, ...l]) : [])],
      many: false,
    };
    return [fact, ...nestedFacts(sub, fact.name, location)];
  });
}

/**
 * Every input as `inputFacts` gives it, each followed by the fields nested in it (`birthdayData.date`,
 * `items[].name`) with their own limits: what a full parameter table lists.
 */
export function inputRows(entry: Pick<CatalogEntry, 'path' | 'body' | 'schema'>): InputFact[] {
  const props = entry.schema.properties ?? {};
  return inputFacts(entry).flatMap((fact) => [fact, ...(props[fact.name] ? nestedFacts(props[fact.name]!, fact.name, fact.location) : [])]);
}

const nested = ['allOf', 'anyOf', 'oneOf'] as const;
const single = ['if', 'then', 'else', 'not'] as const;

function walk(schema: JsonSchema, input: string | undefined, out: RuleMessage[]): void {
  const em = schema.errorMessage;
  if (typeof em === 'string') out.push({ input, message: em });
  else if (em && typeof em === 'object') {
    for (const [keyword, value] of Object.entries(em as Record<string, unknown>)) {
      if (typeof value === 'string') out.push({ input, message: value });
      else if (value && typeof value === 'object') {
        // `required` and `properties` messages are keyed by the input they speak of.
        for (const [name, message] of Object.entries(value as Record<string, unknown>)) {
          if (typeof message === 'string') out.push({ input: keyword === 'required' || keyword === 'properties' ? name : input, message });
        }
      }
    }
  }
  const file = schema['x-file'] as FileRule | undefined;
  if (file?.messages?.type) out.push({ input, message: file.messages.type });
  if (file?.messages?.size) out.push({ input, message: file.messages.size });
  const pairs = schema['x-pairs'] as PairsRule | undefined;
  if (pairs) out.push({ input, message: pairs.message });
  const atLeastOne = schema['x-at-least-one'] as AtLeastOneRule | undefined;
  if (atLeastOne) out.push({ input: atLeastOne.fields.join(', '), message: atLeastOne.message });
  for (const [name, prop] of Object.entries(schema.properties ?? {})) walk(prop, name, out);
  if (schema.items) walk(schema.items, input, out);
  for (const key of nested) for (const sub of (schema[key] as JsonSchema[] | undefined) ?? []) walk(sub, input, out);
  for (const key of single) if (schema[key] && typeof schema[key] === 'object') walk(schema[key] as JsonSchema, input, out);
}

/** The catalog's validation messages of an entry, once each, in the order the YAML gives them. */
export function ruleMessages(entry: Pick<CatalogEntry, 'schema'>): RuleMessage[] {
  const all: RuleMessage[] = [];
  walk(entry.schema, undefined, all);
  const seen = new Set<string>();
  return all.filter((m) => {
    const key = `${m.input ?? ''}\u0000${m.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
