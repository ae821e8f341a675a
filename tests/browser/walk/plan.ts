import { basename } from 'node:path';
import { presetList, type FileRule } from '../../../src/catalog/keywords/index.ts';
import type { CatalogEntry, CatalogGroup, JsonSchema } from '../../../src/catalog/types.ts';
import { fixtureFor, fixturePath } from './fixtures.ts';
import type { RendererKind } from '../../../src/catalog/renderer-kinds.ts';

/** One thing a user does in a 'Coba' form; `id` is the input's DOM id. */
export type Step =
  | { kind: 'text'; id: string; value: string }
  | { kind: 'check'; id: string; value: boolean }
  | { kind: 'select'; id: string; label: string }
  | { kind: 'files'; id: string; paths: string[] }
  | { kind: 'add-item'; id: string }
  | { kind: 'preset'; label: string };

/** What the answer must look like: the renderer the entry promises for these inputs. */
export interface Expected {
  kind: RendererKind;
  widget?: string;
  /** Download name with the inputs filled in, when the entry names one. */
  filename?: string;
}

export interface EntryPlan {
  entry: CatalogEntry;
  /** Fields in the order they are filled; a step may apply only when its field is shown. */
  steps: { field: string; step: Step }[];
  /** Sent by a preset button (no submit button). */
  byPreset: boolean;
  /** The values the request carries, files by name: for the link and the download name. */
  inputs: Record<string, unknown>;
  expected: Expected;
  /** What the walk chose that the example did not say. */
  notes: string[];
}

/** Why an entry is not walked here, or undefined when it is. */
export function skipReason(group: CatalogGroup, entry: CatalogEntry): string | undefined {
  if (!entry.tryable) return 'dokumentasi saja (tanpa Coba): blok dokumentasinya dicek di tes tile';
  if (group.widget) return `digerakkan widget grup '${group.widget}' (tests/browser/${group.widget}.test.ts)`;
  return undefined;
}

/** The input id RJSF gives a field under the panel's `idPrefix`. */
export function inputId(entryId: string, path: (string | number)[]): string {
  return [`coba_${entryId.replace(/\W/g, '_')}`, ...path].join('_');
}

/** Properties in the form's order: `ui:order` first (without '*'), then the rest as declared. */
function fieldOrder(entry: CatalogEntry): string[] {
  const declared = Object.keys(entry.schema.properties ?? {});
  const order = ((entry.ui?.['ui:order'] as string[] | undefined) ?? []).filter((n) => n !== '*' && declared.includes(n));
  return [...order, ...declared.filter((n) => !order.includes(n))];
}

function enumLabel(schema: JsonSchema, ui: Record<string, unknown> | undefined, value: unknown): string {
  const names = ui?.['ui:enumNames'] as string[] | undefined;
  const index = (schema.enum ?? []).findIndex((v) => v === value);
  return names?.[index] ?? String(value);
}

/** The steps that put `value` into the input at `path`, recursing into lists and objects. */
function stepsFor(entryId: string, path: (string | number)[], schema: JsonSchema, ui: Record<string, unknown> | undefined, value: unknown): Step[] {
  const id = inputId(entryId, path);
  if (schema.enum) return [{ kind: 'select', id, label: enumLabel(schema, ui, value) }];
  if (schema.type === 'boolean') return [{ kind: 'check', id, value: Boolean(value) }];
  if (schema.type === 'array' && Array.isArray(value)) {
    const items = schema.items ?? {};
    const itemUi = ui?.items as Record<string, unknown> | undefined;
    return value.flatMap((item, i) => [{ kind: 'add-item', id } as Step, ...stepsFor(entryId, [...path, i], items, itemUi, item)]);
  }
  if (schema.type === 'object' && value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, v]) =>
      stepsFor(entryId, [...path, key], schema.properties?.[key] ?? {}, ui?.[key] as Record<string, unknown> | undefined, v),
    );
  }
  return [{ kind: 'text', id, value: String(value) }];
}

function fileRule(schema: JsonSchema): FileRule | undefined {
  return schema['x-file'] as FileRule | undefined;
}

/** Follows the entry's first example; a required file the example leaves out is picked from the fixtures. */
export function planEntry(entry: CatalogEntry): EntryPlan {
  const request = entry.examples[0]?.request ?? {};
  const required = entry.schema.required ?? [];
  const steps: EntryPlan['steps'] = [];
  const inputs: Record<string, unknown> = {};
  const notes: string[] = [];
  let byPreset = false;
  if (entry.examples.length === 0) notes.push('entri tanpa contoh: formulir dikirim dengan nilai bawaannya');
  for (const field of fieldOrder(entry)) {
    const schema = entry.schema.properties?.[field] ?? {};
    const ui = entry.ui?.[field] as Record<string, unknown> | undefined;
    const rule = fileRule(schema);
    const itemRule = schema.type === 'array' ? fileRule(schema.items ?? {}) : undefined;
    let value = request[field];
    if (value === undefined && (rule || itemRule) && required.includes(field)) {
      const path = fixtureFor((rule ?? itemRule)?.accept);
      if (!path) throw new Error(`${entry.id}: tidak ada file contoh yang diterima '${field}'`);
      value = rule ? basename(path) : [basename(path), basename(path)];
      notes.push(`contoh pertama tidak menyebut file untuk '${field}': dipilih ${basename(path)}`);
    }
    if (value === undefined) continue;
    inputs[field] = value;
    const id = inputId(entry.id, [field]);
    if (schema['x-presets'] !== undefined) {
      const preset = presetList(schema['x-presets']).find((p) => p.value === value);
      steps.push({ field, step: { kind: 'preset', label: preset?.label ?? String(value) } });
      byPreset = true;
    } else if (rule) {
      steps.push({ field, step: { kind: 'files', id, paths: [fixturePath(String(value))] } });
    } else if (itemRule && Array.isArray(value)) {
      steps.push({ field, step: { kind: 'files', id, paths: value.map((v) => fixturePath(String(v))) } });
    } else {
      for (const step of stepsFor(entry.id, [field], schema, ui, value)) steps.push({ field, step });
    }
  }
  // A preset click sends at once: it goes last, after every other input is in place.
  steps.sort((a, b) => Number(a.step.kind === 'preset') - Number(b.step.kind === 'preset'));
  return { entry, steps, byPreset, inputs, expected: expectedAnswer(entry, inputs), notes };
}

/** A file input stands for its name without extension in a download name; other inputs for their text. */
function namePart(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\.[^.]*$/, '') : String(value ?? '');
}

/** The renderer and download name the entry declares for these inputs (a matching variant wins). */
export function expectedAnswer(entry: CatalogEntry, inputs: Record<string, unknown>): Expected {
  const spec = entry.response;
  const variant = spec.variants?.find((v) => Object.entries(v.when).every(([k, want]) => String(inputs[k] ?? '') === want));
  const kind = variant?.kind ?? spec.kind;
  const template = variant ? variant.filename : spec.filename;
  const fileInputs = new Set(Object.entries(entry.schema.properties ?? {}).filter(([, s]) => s['x-file'] !== undefined).map(([k]) => k));
  const filename = template?.replace(/\{(\w+)\}/g, (_m, name: string) => (fileInputs.has(name) ? namePart(inputs[name]) : String(inputs[name] ?? '')));
  return { kind, widget: kind === 'widget' ? spec.widget : undefined, filename };
}
