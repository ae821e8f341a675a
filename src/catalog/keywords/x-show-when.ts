import type { ExtensionKeyword } from './keyword.ts';

export interface ShowWhenRule {
  field: string;
  in: string[];
}

/** True when the input a rule depends on has one of its values. */
export function shown(rule: ShowWhenRule, inputs: Record<string, unknown>): boolean {
  return rule.in.includes(String(inputs[rule.field] ?? ''));
}

/**
 * An input that only applies for some values of another (the image filter's value and direction):
 * hidden in the form otherwise, and never sent.
 */
export const xShowWhen = {
  meta: {
    type: 'object',
    additionalProperties: false,
    required: ['field', 'in'],
    properties: { field: { type: 'string' }, in: { type: 'array', minItems: 1, items: { type: 'string' } } },
  },
  transform(rule: ShowWhenRule, input: unknown, inputs: Record<string, unknown>): unknown {
    return shown(rule, inputs) ? input : undefined;
  },
} satisfies ExtensionKeyword;
