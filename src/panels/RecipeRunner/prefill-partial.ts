import { isStepRef, type RecipeStep } from '../../catalog/recipes/types.ts';
import type { Inputs } from '../../engine/index.ts';
import { prefill, type RecipeContext } from '../../engine/recipe/index.ts';

/**
 * A step's form values as far as the answers so far allow: fixed inputs as written, references
 * whose step has answered resolved, the others left out and named (the form says what it waits for).
 */
export async function prefillPartial(step: RecipeStep, context: RecipeContext): Promise<{ values: Inputs; waitingFor: string[] }> {
  const ready = Object.entries(step.inputs).filter(([, value]) => !isStepRef(value) || context.results.has(value.step));
  const waitingFor = [
    ...new Set(
      Object.values(step.inputs)
        .filter(isStepRef)
        .map((ref) => ref.step)
        .filter((id) => !context.results.has(id)),
    ),
  ];
  const values = await prefill({ ...step, inputs: Object.fromEntries(ready) }, context);
  return { values, waitingFor };
}
