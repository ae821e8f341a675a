import type { ExtensionKeyword } from './keyword.ts';

export interface ClampRule {
  min?: number;
  max?: number;
}

/** Numbers out of range are brought into it instead of being refused (QR width, GIF quality). */
export const xClamp = {
  meta: {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    properties: { min: { type: 'number' }, max: { type: 'number' } },
  },
  transform(rule: ClampRule, input: unknown): unknown {
    if (typeof input !== 'number' || Number.isNaN(input)) return input;
    if (rule.max !== undefined && input > rule.max) return rule.max;
    if (rule.min !== undefined && input < rule.min) return rule.min;
    return input;
  },
} satisfies ExtensionKeyword;
