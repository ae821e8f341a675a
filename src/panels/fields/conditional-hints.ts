import type { JsonSchema } from '../../catalog/types.ts';

/** True when the values satisfy a simple `if`: required names present, `const` / `enum` matched. */
function holds(condition: JsonSchema, values: Record<string, unknown>): boolean {
  if (!(condition.required ?? []).every((name) => values[name] !== undefined && values[name] !== '')) return false;
  return Object.entries(condition.properties ?? {}).every(([name, rule]) => {
    if (values[name] === undefined) return true;
    if ('const' in rule) return values[name] === rule.const;
    if (rule.enum) return rule.enum.includes(values[name]);
    return true;
  });
}

/**
 * Descriptions an input takes under a condition of the form (`allOf: [{ if, then: { properties:
 * { value: { description } } } }]`): the image filter's value shows the range of the chosen
 * filter only. RJSF merges `then` branches for validation but not into the drawn descriptions.
 */
export function conditionalDescriptions(schema: JsonSchema, values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const branch of (schema.allOf as JsonSchema[] | undefined) ?? []) {
    const condition = branch.if as JsonSchema | undefined;
    const then = branch.then as JsonSchema | undefined;
    if (!condition || !then?.properties || !holds(condition, values)) continue;
    for (const [name, rule] of Object.entries(then.properties)) {
      if (typeof rule.description === 'string') out[name] = rule.description;
    }
  }
  return out;
}
