import { inputTypeLabel } from '../../catalog/input-type.ts';
import { inputLocation } from '../../catalog/request-plan.ts';
import type { CatalogEntry } from '../../catalog/types.ts';
import { FieldsTable } from './FieldsTable.tsx';

/** The inputs of an entry: name, where it travels, type, required, description. */
export function InputsTable({ entry }: { entry: CatalogEntry }) {
  const required = new Set(entry.schema.required ?? []);
  const rows = Object.entries(entry.schema.properties ?? {}).map(([name, prop]) => ({
    name,
    location: inputLocation(entry, name, prop),
    type: inputTypeLabel(prop),
    required: required.has(name),
    description: prop.description ?? prop.title ?? '',
  }));
  return <FieldsTable rows={rows} heading="Parameter" label={`Parameter ${entry.title}`} />;
}
