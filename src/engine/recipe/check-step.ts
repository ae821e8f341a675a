import { isStepRef, type BodyCheck, type RecipeStep } from '../../catalog/recipes/types.ts';
import { readPath } from '../answer-values.ts';
import { resultData, type StepResult, type StepResults } from './step-results.ts';

const shown = (value: unknown) => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value) ?? 'kosong');

/** The expected value of an `equals` rule: as written, or what an earlier step gave. */
function expected(check: BodyCheck, results: StepResults): unknown {
  const { equals } = check;
  if (!isStepRef(equals)) return equals;
  const source = results.get(equals.step);
  if ('input' in equals) return source?.inputs[equals.input];
  if ('path' in equals) return readPath(resultData(source), equals.path);
  return undefined;
}

function bodyProblem(check: BodyCheck, data: unknown, results: StepResults): string | null {
  const value = readPath(data, check.path);
  if (value === undefined || value === null) return `Jawaban tidak memuat '${check.path}'.`;
  if (check.contains !== undefined && !String(value).includes(check.contains)) return `'${check.path}' tidak memuat ${shown(check.contains)}.`;
  if (check.equals !== undefined) {
    const want = expected(check, results);
    if (value !== want) return `'${check.path}' bernilai ${shown(value)}, seharusnya ${shown(want)}.`;
  }
  return null;
}

/**
 * Whether a step's answer meets its rule (status, media type, values of its JSON body); the
 * first unmet rule as an Indonesian sentence, else null.
 */
export function checkStep(step: RecipeStep, result: StepResult, results: StepResults): string | null {
  const { answer } = result;
  const status = step.expect?.status ?? 200;
  if (answer.status !== status) return `Jawaban HTTP ${answer.status}, seharusnya ${status}.`;
  const contentType = step.expect?.contentType;
  if (contentType && answer.ok) {
    const type = answer.as === 'blob' ? answer.contentType : answer.blob.type.split(';')[0];
    if (type !== contentType) return `Jawaban bertipe ${type || 'tidak diketahui'}, seharusnya ${contentType}.`;
  }
  for (const check of step.expect?.body ?? []) {
    const problem = bodyProblem(check, resultData(result), results);
    if (problem) return problem;
  }
  return null;
}
