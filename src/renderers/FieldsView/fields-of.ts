import type { FieldsViewSpec, ValueRef } from '../../catalog/answer-views.ts';
import { displayValue, labelFromKey, readPath, readValue } from '../../engine/index.ts';
import { asRecord, type Field } from '../parts/index.ts';

const pathOf = (ref: ValueRef) => (typeof ref === 'string' ? ref : ref.path);

/**
 * The card's rows: the declared values in their order (absent ones left out with `hideAbsent`),
 * then, with `more`, every other field of the object it names, labelled by its own name.
 */
export function fieldsOf(spec: FieldsViewSpec, body: unknown): Field[] {
  const declared = Object.entries(spec.items).flatMap(([label, ref]): Field[] => {
    const value = readValue(body, ref);
    if (spec.hideAbsent && !value.present) return [];
    return [{ label, text: value.text, copy: typeof ref === 'string' ? undefined : ref.copy }];
  });
  if (!spec.more) return declared;
  const prefix = spec.more.path ? `${spec.more.path}.` : '';
  const source = asRecord(spec.more.path ? readPath(body, spec.more.path) : body) ?? {};
  const known = new Set([...Object.values(spec.items).map(pathOf), ...(spec.more.except ?? []).map((key) => prefix + key)]);
  const others = Object.entries(source)
    .filter(([key, value]) => !known.has(prefix + key) && value !== undefined && !(spec.hideAbsent && (value === null || value === '')))
    .map(([key, value]) => ({ label: labelFromKey(key), text: displayValue(value) }));
  return [...declared, ...others];
}
