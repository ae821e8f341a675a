import type { JsonSchema } from '../types.ts';
import type { ExtensionKeyword } from './keyword.ts';

/** Date layouts an `x-date` input may take; the spec names only DD-MM-YYYY. */
const layouts = {
  'DD-MM-YYYY': '(0[1-9]|[12][0-9]|3[01])-(0[1-9]|1[0-2])-[0-9]{4}',
} as const;

export type DateLayout = keyof typeof layouts;

export interface DateRule {
  /** Accepted layouts; DD-MM-YYYY when left out. */
  formats?: DateLayout[];
  /** Literal words accepted as well, e.g. `now` for today. */
  words?: string[];
  message: string;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The one pattern a rule stands for: any of its words, or a date in one of its layouts. */
export function datePattern(rule: DateRule): string {
  const alternatives = [...(rule.words ?? []).map(escape), ...(rule.formats ?? ['DD-MM-YYYY']).map((f) => layouts[f])];
  return `^(${alternatives.join('|')})$`;
}

/**
 * An optional date written as text (the prayer schedule's 'now' or DD-MM-YYYY). Expands to a plain
 * `pattern` with its ajv-errors message; an empty input is left out before validation, so "no
 * date" stays a valid answer (the whole month, for the prayer schedule).
 */
export const xDate = {
  meta: {
    type: 'object',
    additionalProperties: false,
    required: ['message'],
    properties: {
      formats: { type: 'array', minItems: 1, uniqueItems: true, items: { enum: Object.keys(layouts) } },
      words: { type: 'array', items: { type: 'string', minLength: 1 } },
      message: { type: 'string', minLength: 1 },
    },
  },
  expand(rule: DateRule): JsonSchema {
    return { type: 'string', pattern: datePattern(rule), errorMessage: { pattern: rule.message } };
  },
  transform(_rule: DateRule, input: unknown): unknown {
    if (typeof input !== 'string') return input;
    const trimmed = input.trim();
    return trimmed === '' ? undefined : trimmed;
  },
} satisfies ExtensionKeyword;
