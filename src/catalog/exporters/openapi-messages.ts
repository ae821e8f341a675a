import { fallbackByKeyword } from '../error-messages.ts';
import { messages } from '../messages.ts';
import { expandSchema } from '../normalize.ts';
import type { CatalogEntry, JsonSchema } from '../types.ts';
import { ruleMessages, type RuleMessage } from './input-facts.ts';

/** The params ajv reports for a keyword, as the generic messages read them. */
function paramsOf(keyword: string, schema: JsonSchema): Record<string, unknown> {
  return keyword === 'enum' ? { allowedValues: schema.enum } : { limit: schema[keyword] };
}

/** Keywords of one schema the catalog gave no message for: they answer the generic one. */
function generic(schema: JsonSchema, input: string | undefined, out: RuleMessage[]): void {
  const own = (schema.errorMessage ?? {}) as Record<string, unknown>;
  if (typeof schema.errorMessage === 'string') return;
  for (const keyword of Object.keys(fallbackByKeyword)) {
    if (keyword === 'required' || !(keyword in schema) || keyword in own) continue;
    out.push({ input, message: fallbackByKeyword[keyword]({ params: paramsOf(keyword, schema) }) });
  }
  const requiredOwn = (own.required ?? {}) as Record<string, unknown>;
  for (const name of schema.required ?? []) {
    if (typeof own.required !== 'string' && !(name in requiredOwn)) out.push({ input: name, message: fallbackByKeyword.required({}) });
  }
  for (const [name, prop] of Object.entries(schema.properties ?? {})) generic(prop, name, out);
  if (schema.items) generic(schema.items, input, out);
}

/**
 * Every message a failed input check can answer (HTTP 400): the catalog's own, then the generic
 * ones for rules it wrote none for, then the catch-all; once each.
 */
export function validationMessages(entry: Pick<CatalogEntry, 'schema'>): RuleMessage[] {
  const expanded = expandSchema(entry.schema);
  // The expanded schema holds the messages of extension keywords too (a date's, say).
  const all = [...ruleMessages(entry), ...ruleMessages({ schema: expanded })];
  generic(expanded, undefined, all);
  all.push({ message: messages.invalidInput });
  const seen = new Set<string>();
  return all.filter((m) => (seen.has(m.message) ? false : (seen.add(m.message), true)));
}
