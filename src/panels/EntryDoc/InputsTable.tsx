import { inputLocation, isFileInput } from '../../catalog/request-plan.ts';
import type { CatalogEntry, JsonSchema } from '../../catalog/types.ts';
import { FieldsTable } from './FieldsTable.tsx';

function typeOf(prop: JsonSchema): string {
  if (isFileInput(prop)) return 'file';
  if (prop.enum) return prop.enum.join(' | ');
  return Array.isArray(prop.type) ? prop.type.join(' | ') : (prop.type ?? 'string');
}

/** The inputs of an entry: name, where it travels, type, required, description. */
export function InputsTable({ entry }: { entry: CatalogEntry }) {
  const required = new Set(entry.schema.required ?? []);
  const rows = Object.entries(entry.schema.properties ?? {}).map(([name, prop]) => ({
    name,
    location: inputLocation(entry, name, prop),
    type: typeOf(prop),
    required: required.has(name),
    description: prop.description ?? prop.title ?? '',
  }));
  return <FieldsTable rows={rows} heading="Parameter" label={`Parameter ${entry.title}`} />;
}
