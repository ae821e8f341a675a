import { shown, type ShowWhenRule } from '../../catalog/keywords/index.ts';
import type { JsonSchema } from '../../catalog/types.ts';
import { FileField } from './FileField.tsx';
import { PresetsField } from './PresetsField.tsx';

/** The runner's custom RJSF fields, and which extension keyword selects each. */
export const runnerFields = { portalFile: FileField, portalPresets: PresetsField };

const fieldByKeyword: [string, keyof typeof runnerFields][] = [
  ['x-file', 'portalFile'],
  ['x-presets', 'portalPresets'],
];

/**
 * The entry's uiSchema plus the custom field each extension keyword asks for, and, for the
 * current values, which `x-show-when` inputs are hidden.
 */
export function deriveUiSchema(schema: JsonSchema, ui: Record<string, unknown> = {}, values: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = { ...ui };
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const showWhen = prop['x-show-when'] as ShowWhenRule | undefined;
    if (showWhen && !shown(showWhen, values)) out[name] = { ...(out[name] as object | undefined), 'ui:widget': 'hidden' };
    const match = fieldByKeyword.find(([keyword]) => prop[keyword] !== undefined);
    if (match) out[name] = { ...(out[name] as object | undefined), 'ui:field': match[1] };
    const itemMatch = prop.items && fieldByKeyword.find(([keyword]) => prop.items?.[keyword] !== undefined);
    if (itemMatch) {
      const own = (out[name] ?? {}) as Record<string, unknown>;
      out[name] = { ...own, items: { ...(own.items as object | undefined), 'ui:field': itemMatch[1] } };
    }
  }
  return out;
}

/** True when every input is a preset: the buttons send, no submit button is needed. */
export function onlyPresets(schema: JsonSchema): boolean {
  const props = Object.values(schema.properties ?? {});
  return props.length > 0 && props.every((p) => p['x-presets'] !== undefined);
}
