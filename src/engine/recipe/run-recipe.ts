import { isStepRef, type Recipe, type RecipeStep } from '../../catalog/recipes/types.ts';
import type { CatalogEntry } from '../../catalog/types.ts';
import { FileStore } from '../file-store.ts';
import type { LoadedEntry } from '../loaded-entry.ts';
import type { Inputs } from '../prepare.ts';
import { runEntry, type RunOptions, type RunOutcome } from '../run-entry.ts';
import { checkStep } from './check-step.ts';
import { stepInputs } from './step-inputs.ts';
import type { StepResult, StepResults } from './step-results.ts';

/** What a recipe's steps share while it runs: its entries, the answers so far, the files passed on. */
export interface RecipeContext {
  /** Each step's entry as the browser has it (schema, validator), by step id. */
  loaded: ReadonlyMap<string, LoadedEntry>;
  results: Map<string, StepResult>;
  files: FileStore;
}

/** One step's run: the pipeline's outcome, and the first rule its answer missed (null: the step passed). */
export interface StepRun {
  outcome: RunOutcome;
  problem: string | null;
}

export type RunStepOptions = Pick<RunOptions, 'apiKey' | 'signal' | 'onRun' | 'onMeta'>;

/** A fresh context for a recipe whose step entries are loaded. */
export function recipeContext(recipe: Recipe, entryOf: (entryId: string) => LoadedEntry | undefined): RecipeContext {
  const loaded = new Map<string, LoadedEntry>();
  for (const step of recipe.steps) {
    const found = entryOf(step.entry);
    if (!found) throw new Error(`Entri '${step.entry}' resep '${recipe.id}' tidak dimuat`);
    loaded.set(step.id, found);
  }
  return { loaded, results: new Map(), files: new FileStore() };
}

/** The entries of a context by step id, for file names of answers passed on. */
export const stepEntries = (context: RecipeContext): ReadonlyMap<string, CatalogEntry> =>
  new Map([...context.loaded].map(([id, loaded]) => [id, loaded.entry]));

/** The values a step's form starts with, from the results so far (see `stepInputs`). */
export const prefill = (step: RecipeStep, context: RecipeContext): Promise<Inputs> => stepInputs(step, context.results, context.files, stepEntries(context));

/**
 * Runs one step with the given values through the one pipeline ('Coba' runs the same way), then
 * holds its answer to the step's rule. A passing step's result is kept for the steps after it;
 * running a step again forgets the results of the steps after it.
 */
export async function runStep(step: RecipeStep, values: Inputs, context: RecipeContext, options: RunStepOptions): Promise<StepRun> {
  const loaded = context.loaded.get(step.id);
  if (!loaded) throw new Error(`Langkah '${step.id}' tidak dimuat`);
  const outcome = await runEntry(loaded, values, { ...options, files: context.files, openLinks: false });
  const expectedStatus = step.expect?.status ?? 200;
  let result: StepResult | undefined;
  if (outcome.phase === 'success') result = { inputs: outcome.inputs, answer: outcome.answer };
  else if (outcome.phase === 'error' && outcome.status !== 0 && outcome.status === expectedStatus) {
    result = { inputs: values, answer: { ok: false, status: outcome.status, data: outcome.data } };
  }
  const order = [...context.loaded.keys()];
  for (const later of order.slice(order.indexOf(step.id))) context.results.delete(later);
  if (!result) return { outcome, problem: outcome.phase === 'error' ? outcome.message : 'Langkah ini membuka tab baru, bukan jawaban.' };
  const problem = checkStep(step, result, context.results as StepResults);
  if (!problem) context.results.set(step.id, result);
  return { outcome, problem };
}

export type RecipeOutcome = { ok: true } | { ok: false; index: number; step: RecipeStep; message: string };

/** A step's heading: its own title, else its entry's. */
export const stepTitle = (step: RecipeStep, entry: Pick<CatalogEntry, 'title'> | undefined) => step.title ?? entry?.title ?? step.entry;

/** The sentence a stopped run shows: which step, and why. */
export const stoppedMessage = (index: number, title: string, message: string) => `Langkah ${index + 1} (${title}) gagal: ${message}`;

/**
 * 'Jalankan semua': every step in order, each prefilled from the answers before it and run
 * through the pipeline; stops at the first step that fails or misses its rule.
 * `onStep` hears each step start (run undefined) and finish.
 */
export async function runRecipe(
  recipe: Recipe,
  context: RecipeContext,
  options: RunStepOptions & {
    onStep?: (index: number, values: Inputs, run?: StepRun) => void;
    /** The values a user typed into a step's form: they replace its fixed inputs (never the ones from answers). */
    edits?: (index: number) => Inputs | undefined;
  },
): Promise<RecipeOutcome> {
  context.results.clear();
  for (const [index, step] of recipe.steps.entries()) {
    const fromAnswers = new Set(Object.entries(step.inputs).filter(([, value]) => isStepRef(value)).map(([name]) => name));
    const typed = Object.entries(options.edits?.(index) ?? {}).filter(([name]) => !fromAnswers.has(name));
    const values = { ...(await prefill(step, context)), ...Object.fromEntries(typed) };
    options.onStep?.(index, values);
    const run = await runStep(step, values, context, options);
    options.onStep?.(index, values, run);
    if (run.problem) return { ok: false, index, step, message: run.problem };
  }
  return { ok: true };
}
