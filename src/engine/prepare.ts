import type { RJSFSchema } from '@rjsf/utils';
import { transformErrors } from '../catalog/error-messages.ts';
import { applyTransforms } from '../catalog/normalize.ts';
import type { CatalogEntry } from '../catalog/types.ts';
import type { LoadedEntry } from './loaded-entry.ts';

export type Inputs = Record<string, unknown>;

/**
 * The values a run carries: transforms applied once (an input a condition hides is dropped, a
 * blank optional date is dropped, numbers are clamped, empty pairs skipped), exactly as the
 * embedded API applies them before its own check. What this returns is validated and sent.
 */
export function prepareInputs(entry: Pick<CatalogEntry, 'schema'>, values: Inputs): Inputs {
  return applyTransforms(entry.schema, values);
}

/** The Indonesian messages the entry's precompiled validator gives for prepared values; empty when valid. */
export function validateInputs(loaded: LoadedEntry, prepared: Inputs): string[] {
  const { errors } = loaded.validator.validateFormData(prepared, loaded.schema as RJSFSchema, undefined, transformErrors);
  return errors.map((error) => error.message ?? '').filter((message) => message !== '');
}
