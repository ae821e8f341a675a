import type { JsonSchema } from '../types.ts';
import type { ExtensionKeyword } from './keyword.ts';

export interface AtLeastOneRule {
  fields: string[];
  message: string;
}

/**
 * At least one of several inputs must be filled (the meme's top, middle and bottom texts), with
 * one message. Written as `not(all missing)`: RJSF would draw an option picker for an `anyOf`.
 */
export const xAtLeastOne = {
  meta: {
    type: 'object',
    additionalProperties: false,
    required: ['fields', 'message'],
    properties: { fields: { type: 'array', minItems: 2, items: { type: 'string' } }, message: { type: 'string', minLength: 1 } },
  },
  expand(rule: AtLeastOneRule): JsonSchema {
    return {
      not: { allOf: rule.fields.map((field) => ({ not: { required: [field] } })) },
      errorMessage: { not: rule.message },
    };
  },
} satisfies ExtensionKeyword;
