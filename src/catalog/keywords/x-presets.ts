import type { ExtensionKeyword } from './keyword.ts';

export interface Preset {
  value: string;
  label?: string;
  /** A value the user types (the quotes' `{name}` region): a text box with its own button. */
  free?: boolean;
  /** The text box's hint for a `free` preset (its `value` is a slot name, never shown). */
  placeholder?: string;
}

/**
 * Values offered as one button each (the game sets, the quote regions); a click sends that value.
 * A `free` preset stands for any other value: the user types it and sends it with its own button.
 */
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
          properties: { value: { type: 'string' }, label: { type: 'string' }, free: { type: 'boolean' }, placeholder: { type: 'string' } },
        },
      ],
    },
  },
} satisfies ExtensionKeyword;

export function presetList(value: unknown): Preset[] {
  if (!Array.isArray(value)) return [];
  return value.map((p: string | Preset) => (typeof p === 'string' ? { value: p } : p));
}
