import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { ReadEntry } from '../../catalog/read-inputs.ts';
import { prepareFormInputs } from '../../engine/index.ts';

type Values = Record<string, unknown>;

/**
 * The entry's validator, judging the values the request will carry (the inputs as `readInputs`
 * prepares them), so the form's messages are the ones the engine and the embedded API give.
 */
export function transformingValidator(validator: ValidatorType<Values>, entry: ReadEntry): ValidatorType<Values> {
  const wrapped = Object.create(validator) as ValidatorType<Values>;
  wrapped.validateFormData = (formData, schema: RJSFSchema, customValidate, transformErrors, uiSchema) =>
    validator.validateFormData(prepareFormInputs(entry, formData ?? {}), schema, customValidate, transformErrors, uiSchema);
  return wrapped;
}
