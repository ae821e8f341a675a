import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { messages } from '../../catalog/messages.ts';
import { expandSchema } from '../../catalog/normalize.ts';
import type { InputValidator } from '../../catalog/read-inputs.ts';
import type { CatalogEntry } from '../../catalog/types.ts';
import { localize, transformErrors, validatorOptions } from '../../catalog/validation.ts';

/** The catalog's messages of a failed check, first one first; empty when the inputs pass. */
export type EntryValidator = InputValidator;

/**
 * The browser's validator, configured the same way, so the API and the form say the same words.
 * Each expanded schema is kept: ajv caches compiled anonymous schemas by object identity.
 */
export function createEntryValidator(): (entry: CatalogEntry) => EntryValidator {
  const validator = customizeValidator(validatorOptions, localize);
  return (entry) => {
    const schema = expandSchema(entry.schema) as RJSFSchema;
    return (inputs) => {
      const { errors } = validator.validateFormData(inputs, schema, undefined, transformErrors);
      return errors.map((error) => error.message || messages.invalidInput);
    };
  };
}
