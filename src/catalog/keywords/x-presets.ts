import type { ExtensionKeyword } from './keyword.ts';

export interface Preset {
  value: string;
  label?: string;
}

/** Values offered as one button each (the game sets, the quote regions); a click sends that value. */
export const xPresets = {
  meta: {
    type: 'array',
    minItems: 1,
    items: {
      anyOf: [
        { type: 'string' },
        {
          type: 'object',
          required: ['value'],
          additionalProperties: false,
          properties: { value: { type: 'string' }, label: { type: 'string' } },
        },
      ],
    },
  },
} satisfies ExtensionKeyword;

export function presetList(value: unknown): Preset[] {
  if (!Array.isArray(value)) return [];
  return value.map((p: string | Preset) => (typeof p === 'string' ? { value: p } : p));
}
