import type { SuccessAnswer } from '../classify-answer.ts';
import type { Inputs } from '../prepare.ts';

/** What a finished step leaves for the steps after it: the inputs it sent and its answer. */
export interface StepResult {
  inputs: Inputs;
  /** A success, or a refusal the step expected (its status and JSON body). */
  answer: SuccessAnswer | { ok: false; status: number; data?: unknown };
}

/** The results of a recipe's steps so far, by step id. */
export type StepResults = ReadonlyMap<string, StepResult>;

/** The JSON body of a result, when it has one. */
export const resultData = (result: StepResult | undefined): unknown => {
  const answer = result?.answer;
  if (!answer) return undefined;
  if (!answer.ok) return answer.data;
  return answer.as === 'json' ? answer.data : undefined;
};
