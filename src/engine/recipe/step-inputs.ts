import { generate } from 'otplib';
import { isStepRef, type RecipeStep, type StepInput, type StepRef } from '../../catalog/recipes/types.ts';
import type { CatalogEntry } from '../../catalog/types.ts';
import { readPath } from '../answer-values.ts';
import type { FileStore } from '../file-store.ts';
import type { Inputs } from '../prepare.ts';
import { resultData, type StepResults } from './step-results.ts';

/** Why a step cannot be filled yet: the step it takes a value from has not answered. */
export class MissingStepError extends Error {
  constructor(readonly stepId: string) {
    super(`Jalankan langkah '${stepId}' terlebih dahulu.`);
  }
}

/** The value a reference points at, once the step it names has answered. */
async function refValue(ref: StepRef, results: StepResults, files: FileStore, entries: ReadonlyMap<string, CatalogEntry>): Promise<unknown> {
  const result = results.get(ref.step);
  if (!result) throw new MissingStepError(ref.step);
  if ('input' in ref) return result.inputs[ref.input];
  if ('answer' in ref) {
    const { answer } = result;
    if (!answer.ok) return undefined;
    const filename = answer.filename ?? entries.get(ref.step)?.response.filename ?? 'jawaban';
    const type = answer.as === 'blob' ? answer.contentType : answer.blob.type;
    return files.put(new File([answer.blob], filename, { type }));
  }
  const value = readPath(resultData(result), ref.path);
  // A TOTP code is what an authenticator app shows for the secret now (30-second period, 6 digits).
  if (ref.compute === 'totp') return typeof value === 'string' && value !== '' ? generate({ secret: value }) : undefined;
  return value;
}

/** A step's value as the form holds it: a fixed value as written, a reference resolved. */
async function inputValue(value: StepInput, results: StepResults, files: FileStore, entries: ReadonlyMap<string, CatalogEntry>): Promise<unknown> {
  return isStepRef(value) ? refValue(value, results, files, entries) : value;
}

/**
 * The values a step's form starts with: fixed inputs as written, references taken from the
 * earlier steps' results (a JSON path of the answer, an input sent, the answer as a file put in
 * `files`, a TOTP code computed from a secret). `entries` maps step ids to their entries (for a
 * file answer's name). Rejects with {@link MissingStepError} when a named step has not answered.
 */
export async function stepInputs(step: RecipeStep, results: StepResults, files: FileStore, entries: ReadonlyMap<string, CatalogEntry>): Promise<Inputs> {
  const values: Inputs = {};
  for (const [name, value] of Object.entries(step.inputs)) {
    const resolved = await inputValue(value, results, files, entries);
    if (resolved !== undefined) values[name] = resolved;
  }
  return values;
}
