import { isFileRef, isStepRef, type Recipe, type StepInput, type StepRef } from '../../recipes/types.ts';

/** Where the export finds the pictures it uploads in place of an earlier step's answer. */
export const fixturesFromDocs = '../public/fixtures';

/** The output name a JSON path of an answer gets in its step (`data.images.0` → `data_images_0`). */
export const outputName = (path: string) => path.replace(/[^A-Za-z0-9_]/g, '_');

/** A JSON pointer of a dot path, as Arazzo's `$response.body#/...` takes it. */
export const bodyPointer = (path: string) => `$response.body#/${path.split('.').map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

/**
 * What a value of a recipe becomes in Arazzo: a literal, a runtime expression of an earlier
 * step's output, a `$file()` of the sample picture, or nothing Arazzo can express (a TOTP code).
 */
export type ArazzoValue = { literal: unknown } | { expression: string } | { file: string } | { unsupported: string };

/** Follows references to an input an earlier step sent back to what that step was given. */
export function arazzoValue(value: StepInput, recipe: Recipe, outputs: Map<string, Map<string, string>>): ArazzoValue {
  if (!isStepRef(value)) return { literal: value };
  return refValue(value, recipe, outputs);
}

function refValue(ref: StepRef, recipe: Recipe, outputs: Map<string, Map<string, string>>): ArazzoValue {
  if (isFileRef(ref)) {
    return ref.sample ? { file: `$file('${fixturesFromDocs}/${ref.sample}')` } : { unsupported: 'jawaban langkah sebelumnya sebagai file' };
  }
  if ('input' in ref) {
    const source = recipe.steps.find((s) => s.id === ref.step);
    const given = source?.inputs[ref.input];
    return given === undefined ? { unsupported: `input '${ref.input}' langkah '${ref.step}' tidak diisi` } : arazzoValue(given, recipe, outputs);
  }
  if (ref.compute === 'totp') return { unsupported: `kode TOTP yang dihitung dari '${ref.path}' langkah '${ref.step}'` };
  const name = outputName(ref.path);
  const stepOutputs = outputs.get(ref.step) ?? new Map<string, string>();
  stepOutputs.set(name, bodyPointer(ref.path));
  outputs.set(ref.step, stepOutputs);
  return { expression: `$steps.${ref.step}.outputs.${name}` };
}
