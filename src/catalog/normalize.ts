import { extensionKeywords, type ExtensionKeyword, type ExtensionKeywordName, type KeywordSite } from './keywords/index.ts';
import type { JsonSchema } from './types.ts';

function requiredMessage(parent: JsonSchema, name: string): string | undefined {
  const em = parent.errorMessage as { required?: Record<string, string> | string } | undefined;
  if (!em || em.required === undefined) return undefined;
  return typeof em.required === 'string' ? em.required : em.required[name];
}

/**
 * Expands every extension keyword into plain JSON Schema, recursively. The result is what both
 * the precompiled browser validators and the embedded API compile; the `x-` keys stay in place
 * (ajv knows them as a no-op vocabulary) so the runner can still read them.
 */
export function expandSchema(schema: JsonSchema): JsonSchema {
  return expandKeywords(schema, { name: '', schema, required: false });
}

function expandChildren(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...schema };
  if (schema.properties) {
    const required = new Set(schema.required ?? []);
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, prop]) => [
        name,
        expandKeywords(prop, { name, schema: prop, required: required.has(name), requiredMessage: requiredMessage(schema, name) }),
      ]),
    );
  }
  // Array items (e.g. the GIF's images) are always "required": an item exists once it is added.
  if (schema.items) out.items = expandKeywords(schema.items, { name: 'items', schema: schema.items, required: true });
  return out;
}

/** Adds a keyword's schema to what is there; `errorMessage` objects are merged, not replaced. */
function merge(base: JsonSchema, extra: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...base, ...extra };
  const a = base.errorMessage;
  const b = extra.errorMessage;
  if (a && b && typeof a === 'object' && typeof b === 'object') out.errorMessage = { ...a, ...b };
  return out;
}

function expandKeywords(prop: JsonSchema, site: KeywordSite): JsonSchema {
  let expanded = expandChildren(prop);
  for (const [keyword, def] of Object.entries(extensionKeywords) as [ExtensionKeywordName, ExtensionKeyword][]) {
    if (prop[keyword] === undefined || !def.expand) continue;
    expanded = merge(expanded, (def.expand as (v: unknown, s: KeywordSite) => JsonSchema)(prop[keyword], site));
  }
  return expanded;
}

type Transform = (rule: unknown, input: unknown, inputs: Record<string, unknown>) => unknown;
type Spread = (rule: unknown, input: unknown) => [string, string][];

/** Applies the value transforms (clamping, skipping empty pairs, dropping hidden inputs). */
export function applyTransforms(schema: JsonSchema, input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...input };
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    for (const [keyword, def] of Object.entries(extensionKeywords) as [ExtensionKeywordName, ExtensionKeyword][]) {
      if (prop[keyword] === undefined || !def.transform || !(name in out)) continue;
      const next = (def.transform as Transform)(prop[keyword], out[name], input);
      if (next === undefined) delete out[name];
      else out[name] = next;
    }
  }
  return out;
}

/** The fields an input travels as, when a keyword sends it as several (key/value pairs); else null. */
export function spreadInput(prop: JsonSchema, value: unknown): [string, string][] | null {
  for (const [keyword, def] of Object.entries(extensionKeywords) as [ExtensionKeywordName, ExtensionKeyword][]) {
    if (prop[keyword] !== undefined && 'spread' in def && def.spread) return (def.spread as Spread)(prop[keyword], value);
  }
  return null;
}
