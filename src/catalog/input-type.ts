import { isFileInput } from './request-plan.ts';
import type { JsonSchema } from './types.ts';

/**
 * How the docs name an input's type, in the portal's tables and the Postman guides alike: `file`,
 * `key/value` (x-pairs), `string[]` for a list, else the schema's type (`integer`,
 * `string | number`), `string` when it states none. An enum's values are a rule, not a type: the
 * guides list them with the limits ('Salah satu dari: ...').
 */
export function inputTypeLabel(prop: JsonSchema): string {
  if (isFileInput(prop)) return 'file';
  if (prop['x-pairs']) return 'key/value';
  const type = Array.isArray(prop.type) ? prop.type.join(' | ') : (prop.type ?? 'string');
  if (type === 'array') return `${prop.items ? inputTypeLabel(prop.items) : 'unknown'}[]`;
  return type;
}
