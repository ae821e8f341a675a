/**
 * `'{{name}}'` in an example answer stands for the input `name` (the city asked for, say): the
 * embedded API fills it from the request, the docs from the example's own inputs. A placeholder
 * whose input is absent stays as written.
 */
export function fillPlaceholders(value: unknown, inputs: Record<string, unknown>): unknown {
  if (typeof value === 'string') {
    const match = /^\{\{(\w+)\}\}$/.exec(value);
    return match && inputs[match[1]] !== undefined ? inputs[match[1]] : value;
  }
  if (Array.isArray(value)) return value.map((item) => fillPlaceholders(item, inputs));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillPlaceholders(v, inputs)]));
  return value;
}
