import type { Recipe, RecipeStep } from '../../recipes/types.ts';
import { arazzoValue, bodyPointer } from './references.ts';

export type Criterion = { condition: string } | { context: string; condition: string; type: 'regex' };

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A literal as the right side of an Arazzo simple condition. */
const literal = (value: unknown) => (typeof value === 'string' ? `'${value.replace(/'/g, "\\'")}'` : String(value));

/**
 * A step's rule as Arazzo success criteria: the status, the media type and each value of the body.
 * `null` when a value compares with something Arazzo cannot express.
 */
export function successCriteria(step: RecipeStep, recipe: Recipe, outputs: Map<string, Map<string, string>>): Criterion[] | null {
  const criteria: Criterion[] = [{ condition: `$statusCode == ${step.expect?.status ?? 200}` }];
  if (step.expect?.contentType) {
    criteria.push({ context: '$response.header.content-type', condition: `^${escapeRegex(step.expect.contentType)}`, type: 'regex' });
  }
  for (const check of step.expect?.body ?? []) {
    const pointer = bodyPointer(check.path);
    if (check.exists) criteria.push({ context: pointer, condition: '.+', type: 'regex' });
    if (check.contains !== undefined) criteria.push({ context: pointer, condition: escapeRegex(check.contains), type: 'regex' });
    if (check.equals !== undefined) {
      const value = arazzoValue(check.equals, recipe, outputs);
      if ('literal' in value) criteria.push({ condition: `${pointer} == ${literal(value.literal)}` });
      else if ('expression' in value) criteria.push({ condition: `${pointer} == ${value.expression}` });
      else return null;
    }
  }
  return criteria;
}
