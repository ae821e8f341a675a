/** Recipes run by the engine: each step prefilled from the answers before it and sent through `runEntry`. */
export { checkStep } from './check-step.ts';
export { prefill, recipeContext, runRecipe, runStep, stepTitle, stoppedMessage, type RecipeContext, type RecipeOutcome, type RunStepOptions, type StepRun } from './run-recipe.ts';
export { MissingStepError, stepInputs } from './step-inputs.ts';
export type { StepResult, StepResults } from './step-results.ts';
