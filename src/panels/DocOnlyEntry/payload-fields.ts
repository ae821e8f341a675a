import { inputTypeLabel } from '../../catalog/input-type.ts';
import { inputLocation } from '../../catalog/request-plan.ts';
import type { CatalogEntry, InputLocation, JsonSchema } from '../../catalog/types.ts';

/** One documented field; nested object fields are named with dots (`birthdayData.date`). */
export interface PayloadField {
  name: string;
  location: InputLocation;
  type: string;
  required: boolean;
  description: string;
}

function describe(prop: JsonSchema): string {
  return String(prop.description ?? prop.title ?? '');
}

function walk(schema: JsonSchema, prefix: string, location: (name: string, prop: JsonSchema) => InputLocation, out: PayloadField[]): void {
  const required = new Set(schema.required ?? []);
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const full = prefix ? `${prefix}.${name}` : name;
    const where = location(name, prop);
    out.push({ name: full, location: where, type: inputTypeLabel(prop), required: required.has(name), description: describe(prop) });
    if (prop.type === 'object' && prop.properties) walk(prop, full, () => where, out);
  }
}

/** Every input of an entry, nested object fields after their parent, with where each travels. */
export function payloadFields(entry: CatalogEntry): PayloadField[] {
  const out: PayloadField[] = [];
  walk(entry.schema, '', (name, prop) => inputLocation(entry, name, prop), out);
  return out;
}
