import type { Inputs, ResponseMeta } from '../../engine/index.ts';
import type { StepRun } from '../../engine/recipe/index.ts';

/** One step on the page: the values of its form, and its last run. */
export interface StepState {
  values: Inputs;
  /** Steps whose answers this step still waits for (their values are not in the form yet). */
  waitingFor: string[];
  phase: 'idle' | 'loading' | 'done';
  run?: StepRun;
  meta?: ResponseMeta | null;
}

export const idleStep = (values: Inputs, waitingFor: string[]): StepState => ({ values, waitingFor, phase: 'idle' });
