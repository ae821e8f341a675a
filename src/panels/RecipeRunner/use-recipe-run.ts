import { useCallback, useEffect, useRef, useState } from 'react';
import type { RecipeSummary } from '../../catalog/recipes/summary.ts';
import type { Inputs, LoadedEntry, ResponseMeta } from '../../engine/index.ts';
import { recipeContext, runRecipe, runStep, stepTitle, stoppedMessage, type RecipeContext, type StepRun } from '../../engine/recipe/index.ts';
import { prefillPartial } from './prefill-partial.ts';
import { idleStep, type StepState } from './step-state.ts';

/** How the last 'Jalankan semua' ended. */
export type AllState = { phase: 'idle' } | { phase: 'running' } | { phase: 'done' } | { phase: 'stopped'; message: string };

/**
 * A recipe's steps on one page, run through the engine: each step's form is prefilled from the
 * answers before it, and refilled whenever an earlier step answers again. One run at a time;
 * leaving the page aborts the request under way.
 */
export function useRecipeRun(recipe: RecipeSummary, entryOf: (id: string) => LoadedEntry | undefined, getApiKey: () => string | null, onDone?: () => void) {
  const [context] = useState<RecipeContext>(() => recipeContext(recipe, entryOf));
  const [steps, setSteps] = useState<StepState[]>(() => recipe.steps.map(() => idleStep({}, [])));
  const [all, setAll] = useState<AllState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const busy = useRef(false);
  // What the forms hold now, for 'Jalankan semua' (a typed value replaces the recipe's own).
  const latest = useRef(steps);
  useEffect(() => {
    latest.current = steps;
  }, [steps]);

  const patch = useCallback((index: number, change: Partial<StepState>) => setSteps((list) => list.map((s, i) => (i === index ? { ...s, ...change } : s))), []);

  /** Refills the forms of the steps from `from` on with what the answers so far give. */
  const refill = useCallback(
    async (from: number) => {
      const filled = await Promise.all(recipe.steps.slice(from).map((step) => prefillPartial(step, context)));
      setSteps((list) => list.map((s, i) => (i < from ? s : { ...idleStep(filled[i - from].values, filled[i - from].waitingFor) })));
    },
    [recipe, context],
  );

  useEffect(() => {
    let live = true;
    // The first forms hold the fixed inputs; references wait for their steps.
    void Promise.all(recipe.steps.map((step) => prefillPartial(step, context))).then(
      (filled) => live && setSteps(filled.map((f) => idleStep(f.values, f.waitingFor))),
    );
    return () => {
      live = false;
      controller.current?.abort();
    };
  }, [recipe, context]);

  const options = useCallback(
    (index: number) => ({
      apiKey: getApiKey(),
      signal: controller.current?.signal,
      onMeta: (meta: ResponseMeta) => patch(index, { meta }),
    }),
    [getApiKey, patch],
  );

  const runOne = useCallback(
    async (index: number, values: Inputs) => {
      if (busy.current) return;
      busy.current = true;
      controller.current = new AbortController();
      patch(index, { values, phase: 'loading', run: undefined, meta: null });
      try {
        const run = await runStep(recipe.steps[index], values, context, options(index));
        onDone?.();
        // The steps after this one start again from its new answer.
        await refill(index + 1);
        patch(index, { phase: 'done', run });
      } catch {
        // Aborted because the page closed.
      } finally {
        busy.current = false;
      }
    },
    [recipe, context, options, patch, refill, onDone],
  );

  const runAll = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    controller.current = new AbortController();
    setAll({ phase: 'running' });
    setSteps((list) => list.map((s) => ({ ...s, phase: 'idle', run: undefined, meta: null })));
    let current = 0;
    try {
      const outcome = await runRecipe(recipe, context, {
        ...options(0),
        edits: (index: number) => latest.current[index]?.values,
        // The answer's status, size and timing belong to the step under way.
        onMeta: (meta: ResponseMeta) => patch(current, { meta }),
        onStep: (index: number, values: Inputs, run?: StepRun) => {
          current = index;
          if (!run) {
            setSteps((list) => list.map((s, i) => (i === index ? { ...s, values, waitingFor: [], phase: 'loading', meta: null } : s)));
            return;
          }
          onDone?.();
          patch(index, { phase: 'done', run });
        },
      });
      if (outcome.ok) setAll({ phase: 'done' });
      else setAll({ phase: 'stopped', message: stoppedMessage(outcome.index, stepTitle(outcome.step, entryOf(outcome.step.entry)?.entry), outcome.message) });
    } catch {
      // Aborted because the page closed.
    } finally {
      busy.current = false;
    }
  }, [recipe, context, options, patch, onDone, entryOf]);

  return { context, steps, all, runOne, runAll, setValues: (index: number, values: Inputs) => patch(index, { values }) };
}
