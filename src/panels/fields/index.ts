import { shown, type ShowWhenRule } from '../../catalog/keywords/index.ts';
import type { JsonSchema } from '../../catalog/types.ts';
import { ClampWidget } from './ClampWidget.tsx';
import { conditionalDescriptions } from './conditional-hints.ts';
import { lazyField } from './lazy-field.tsx';
import { PresetsField } from './PresetsField.tsx';

/**
 * The runner's custom RJSF fields, and which extension keyword selects each. The file drop areas
 * (Mantine's Dropzone, react-dropzone) come with the first form that has a file input, not with
 * every 'Coba' form; a deep link's HTML names their chunk when its form has one
 * (src/form-theme/lazy-parts.ts).
 */
export const runnerFields = {
  portalFile: lazyField(() => import('./FileField.tsx').then((m) => ({ default: m.FileField }))),
  portalFileList: lazyField(() => import('./FileListField.tsx').then((m) => ({ default: m.FileListField }))),
  portalPresets: PresetsField,
};

const fieldByKeyword: [string, keyof typeof runnerFields][] = [
  ['x-file', 'portalFile'],
  ['x-presets', 'portalPresets'],
];

type Ui = Record<string, unknown>;
const withUi = (out: Ui, name: string, extra: Ui) => {
  out[name] = { ...(out[name] as Ui | undefined), ...extra };
};

/**
 * The entry's uiSchema plus the custom field or widget each extension keyword asks for, and, for
 * the current values, which `x-show-when` inputs are hidden and which descriptions a condition
 * of the form gives. A list whose items are files is one
 * multi-file drop area; a clamped number is clamped when it loses focus.
 */
export function deriveUiSchema(schema: JsonSchema, ui: Ui = {}, values: Record<string, unknown> = {}): Ui {
  const out: Ui = { ...ui };
  for (const [name, description] of Object.entries(conditionalDescriptions(schema, values))) withUi(out, name, { 'ui:description': description });
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const showWhen = prop['x-show-when'] as ShowWhenRule | undefined;
    const hidden = showWhen !== undefined && !shown(showWhen, values);
    if (hidden) withUi(out, name, { 'ui:widget': 'hidden' });
    else if (prop['x-clamp'] !== undefined) withUi(out, name, { 'ui:widget': ClampWidget });
    // The theme's select draws no description: show it as the field's help instead.
    if (prop.enum && prop.description && !(out[name] as Ui | undefined)?.['ui:help']) withUi(out, name, { 'ui:help': prop.description });
    // Picking the chosen option again must not empty it (Mantine's default); an optional one gets a clear button.
    if (prop.enum) {
      const options = ((out[name] as Ui | undefined)?.['ui:options'] ?? {}) as Ui;
      withUi(out, name, { 'ui:options': { allowDeselect: false, clearable: !(schema.required ?? []).includes(name), ...options } });
    }
    const match = fieldByKeyword.find(([keyword]) => prop[keyword] !== undefined);
    if (match) withUi(out, name, { 'ui:field': match[1] });
    if (prop.type === 'array' && prop.items?.['x-file'] !== undefined) withUi(out, name, { 'ui:field': 'portalFileList' });
  }
  return out;
}

/** True when every input is a preset: the buttons send, no submit button is needed. */
export function onlyPresets(schema: JsonSchema): boolean {
  const props = Object.values(schema.properties ?? {});
  return props.length > 0 && props.every((p) => p['x-presets'] !== undefined);
}
