import type { JsonSchema } from '../catalog/types.ts';

/** The parts of the form theme fetched when a form first shows one (src/form-theme/index.ts), by @rjsf/mantine module name. */
export type WidgetPart = 'BaseInputTemplate' | 'CheckboxesWidget' | 'CheckboxWidget' | 'PasswordWidget' | 'RadioWidget' | 'RangeWidget' | 'SelectWidget' | 'TextareaWidget';
/** The runner's file drop areas (src/panels/fields), fetched by the first form with a file input: they carry Mantine's Dropzone and react-dropzone. */
export type FieldPart = 'FileField' | 'FileListField';
/** RJSF's own list field, fetched by the first form with a list of inputs (src/form-theme/default-fields.ts). */
export type CorePart = 'ArrayField';
export type LazyPart = WidgetPart | FieldPart | CorePart;

const byUiWidget: Partial<Record<string, LazyPart>> = {
  checkboxes: 'CheckboxesWidget',
  password: 'PasswordWidget',
  radio: 'RadioWidget',
  range: 'RangeWidget',
  select: 'SelectWidget',
  textarea: 'TextareaWidget',
};

/** The lazy part RJSF picks for one input: by its `ui:widget`, else by its type (as RJSF's defaults do). */
function partOf(schema: JsonSchema, ui: Record<string, unknown> | undefined): LazyPart | undefined {
  // The same keywords src/panels/fields picks its file fields by.
  if (schema['x-file'] !== undefined) return 'FileField';
  if (schema.type === 'array' && schema.items?.['x-file'] !== undefined) return 'FileListField';
  const named = ui?.['ui:widget'];
  if (typeof named === 'string') return byUiWidget[named];
  if (schema.enum || schema.oneOf) return 'SelectWidget';
  if (schema.type === 'number' || schema.type === 'integer') return 'BaseInputTemplate';
  if (schema.type === 'boolean') return 'CheckboxWidget';
  if (schema.type === 'array' && schema.items?.enum) return schema.uniqueItems ? 'CheckboxesWidget' : 'SelectWidget';
  if (schema.type === 'array') return 'ArrayField';
  return undefined;
}

/**
 * The lazy parts an entry's form shows, from its schema and uiSchema: the route preload names their
 * chunks in a deep link's HTML, so its form does not wait for them one after the other.
 */
export function lazyPartsOf(schema: JsonSchema, ui: Record<string, unknown> = {}): LazyPart[] {
  const parts = new Set<LazyPart>();
  const visit = (node: JsonSchema, nodeUi: Record<string, unknown> | undefined) => {
    const part = partOf(node, nodeUi);
    if (part) parts.add(part);
    // A file field draws the whole input: the descriptor's own properties (name, size, type) are no inputs of the form.
    if (part === 'FileField' || part === 'FileListField') return;
    for (const [name, child] of Object.entries(node.properties ?? {})) visit(child, nodeUi?.[name] as Record<string, unknown> | undefined);
    if (node.type === 'array' && node.items && !node.items.enum) visit(node.items, nodeUi?.items as Record<string, unknown> | undefined);
  };
  visit(schema, ui);
  return [...parts];
}
