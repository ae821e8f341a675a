import type { JsonSchema } from '../types.ts';

/** The name of the one query parameter that holds query inputs tied by rules (it never travels: the object is exploded). */
export const queryObjectName = 'kueri';

/** Every input name a rule mentions: its properties, its required names, at-least-one fields, show-when fields. */
export function namesInRules(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) namesInRules(item, out);
    return out;
  }
  if (!node || typeof node !== 'object') return out;
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (key === 'properties' && value && typeof value === 'object') Object.keys(value).forEach((n) => out.add(n));
    if ((key === 'required' || key === 'fields') && Array.isArray(value)) value.filter((n) => typeof n === 'string').forEach((n) => out.add(n as string));
    if (key === 'field' && typeof value === 'string') out.add(value);
    namesInRules(value, out);
  }
  return out;
}

type IfRule = { if: JsonSchema; then: JsonSchema };

/** The values of `field` an `if` of the form "field is one of …, and present" picks; undefined for any other `if`. */
function picked(rule: JsonSchema, field: string): unknown[] | undefined {
  const cond = rule.if as JsonSchema | undefined;
  if (!cond || !rule.then || rule.else || Object.keys(rule).length !== 2) return undefined;
  const props = cond.properties ?? {};
  if (Object.keys(props).length !== 1 || !props[field] || !(cond.required ?? []).includes(field)) return undefined;
  const own = props[field];
  return own.const !== undefined ? [own.const] : Array.isArray(own.enum) ? own.enum : undefined;
}

/**
 * `if`/`then` rules keyed on one required choice (the filter) as one branch per group of its
 * values: `anyOf` of "filter is one of these, and then these rules". The same meaning, but a
 * generator draws it directly instead of rejecting what an `if` it cannot solve forbids (with
 * nineteen filters, Hypothesis gave up as too slow). Undefined when the rules have another shape.
 */
export function branchesByChoice(schema: JsonSchema): JsonSchema[] | undefined {
  const rules = schema.allOf as JsonSchema[] | undefined;
  if (!rules || rules.length === 0) return undefined;
  const field = Object.keys((rules[0].if as JsonSchema | undefined)?.properties ?? {})[0];
  const choices = field ? schema.properties?.[field]?.enum : undefined;
  if (!field || !Array.isArray(choices) || !(schema.required ?? []).includes(field)) return undefined;
  const picks = rules.map((r) => picked(r, field));
  if (picks.some((p) => p === undefined)) return undefined;
  const groups = new Map<string, unknown[]>();
  for (const choice of choices) {
    const applying = picks.flatMap((p, i) => ((p as unknown[]).includes(choice) ? [i] : []));
    const key = applying.join(',');
    groups.set(key, [...(groups.get(key) ?? []), choice]);
  }
  return [...groups].map(([key, values]) => {
    const thens = key === '' ? [] : key.split(',').map((i) => (rules[Number(i)] as IfRule).then);
    return {
      properties: { [field]: values.length === 1 ? { const: values[0] } : { enum: values } },
      ...(thens.length > 0 ? { allOf: thens } : {}),
    };
  });
}

/** "Present and not blank" of a text input as text with a character: a branch a generator reads alone still draws text. */
function typedFilled(branch: JsonSchema, props: Record<string, JsonSchema>): JsonSchema {
  const own = Object.entries(branch.properties ?? {}).map(([name, rule]) => {
    const blankRefused = JSON.stringify(rule) === JSON.stringify({ not: { enum: ['', null] } });
    return [name, blankRefused && props[name]?.type === 'string' ? { type: 'string', minLength: 1 } : rule] as const;
  });
  return { ...branch, ...(branch.properties ? { properties: Object.fromEntries(own) } : {}) };
}

/**
 * Query inputs tied by rules (at least one of several; an input needed, and ranged, by another's
 * value) as ONE query parameter of `type: object` with `style: form` and `explode: true`. The
 * wire does not change (`?top=a&bottom=b`: each property is a query parameter of its own), but
 * the rules between the inputs now stand in a schema that testers and validators read, where
 * separate parameters cannot state them.
 */
export function queryObjectSchema(whole: JsonSchema): JsonSchema {
  const { allOf, anyOf: untyped, ...rest } = whole;
  const anyOf = untyped ? (untyped as JsonSchema[]).map((branch) => typedFilled(branch, whole.properties ?? {})) : undefined;
  const branches = branchesByChoice(whole);
  const rules: JsonSchema = branches
    ? anyOf
      ? { allOf: [{ anyOf }, { anyOf: branches }] }
      : { anyOf: branches }
    : { ...(allOf ? { allOf } : {}), ...(anyOf ? { anyOf } : {}) };
  return { ...rest, additionalProperties: false, ...rules };
}
