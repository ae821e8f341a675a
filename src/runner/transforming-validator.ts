import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { applyTransforms } from '../catalog/normalize.ts';
import type { JsonSchema } from '../catalog/types.ts';

type Values = Record<string, unknown>;

/**
 * The entry's validator, judging the values the request will carry: transforms (an input a
 * condition hides is dropped, a blank optional date is dropped, numbers are clamped) apply first,
 * exactly as the embedded API applies them before its own check, so both say the same thing.
 */
export function transformingValidator(validator: ValidatorType<Values>, entrySchema: JsonSchema): ValidatorType<Values> {
  const wrapped = Object.create(validator) as ValidatorType<Values>;
  wrapped.validateFormData = (formData, schema: RJSFSchema, customValidate, transformErrors, uiSchema) =>
    validator.validateFormData(applyTransforms(entrySchema, formData ?? {}), schema, customValidate, transformErrors, uiSchema);
  return wrapped;
}
