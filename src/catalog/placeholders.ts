/**
 * `'{{name}}'` in an example answer stands for the input `name`: the docs fill it from the
 * example's own inputs. The embedded API never does (an answer would then echo the request as if
 * it were a result). A placeholder whose input is absent stays as written.
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
