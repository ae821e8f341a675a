import type { RJSFSchema } from '@rjsf/utils';
import { transformErrors } from '../catalog/error-messages.ts';
import { prepareInputStages, readInputs, type Inputs, type ReadEntry, type ReadInputs } from '../catalog/read-inputs.ts';
import type { LoadedEntry } from './loaded-entry.ts';

export type { Inputs };

/**
 * The form's values before the check, read as the embedded API reads a request (empties dropped,
 * text coerced, transforms applied once): what the form's inline messages judge.
 */
export function prepareFormInputs(entry: ReadEntry, values: Inputs): Inputs {
  return prepareInputStages(entry, values, 'form');
}

/** The Indonesian messages the entry's precompiled validator gives for prepared values; empty when valid. */
export function validateInputs(loaded: LoadedEntry, prepared: Inputs): string[] {
  const { errors } = loaded.validator.validateFormData(prepared, loaded.schema as RJSFSchema, undefined, transformErrors);
  return errors.map((error) => error.message ?? '').filter((message) => message !== '');
}

/** A run's inputs through the catalog's one reading (`readInputs`), checked by the precompiled validator. */
export function readFormInputs(loaded: LoadedEntry, values: Inputs): ReadInputs {
  return readInputs(loaded.entry, values, { from: 'form', validate: (prepared) => validateInputs(loaded, prepared) });
}
