import type { JsonSchema } from '../types.ts';
import type { ExtensionKeyword } from './keyword.ts';

export interface PairsRule {
  max: number;
  message: string;
}

interface Pair {
  key?: unknown;
  value?: unknown;
}

const filled = (p: Pair) => typeof p.key === 'string' && p.key.trim() !== '' && typeof p.value === 'string' && p.value !== '';

/** The input of an entry's schema that holds key/value pairs, with its rule (limit and message). */
export function pairsInput(schema: JsonSchema): { name: string; rule: PairsRule } | undefined {
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const rule = prop['x-pairs'] as PairsRule | undefined;
    if (rule) return { name, rule };
  }
  return undefined;
}

/** A key/value list (the JWT payload): empty pairs are skipped, each pair travels as its own field. */
export const xPairs = {
  meta: {
    type: 'object',
    additionalProperties: false,
    required: ['max', 'message'],
    properties: { max: { type: 'integer', minimum: 1 }, message: { type: 'string', minLength: 1 } },
  },
  expand(rule: PairsRule): JsonSchema {
    return { maxItems: rule.max, errorMessage: { maxItems: rule.message } };
  },
  transform(_rule: PairsRule, input: unknown): unknown {
    if (!Array.isArray(input)) return input;
    const pairs = (input as Pair[]).filter(filled);
    return pairs.length > 0 ? pairs : undefined;
  },
  spread(_rule: PairsRule, input: unknown): [string, string][] {
    return Array.isArray(input) ? (input as Pair[]).filter(filled).map((p) => [String(p.key).trim(), String(p.value)]) : [];
  },
} satisfies ExtensionKeyword;
