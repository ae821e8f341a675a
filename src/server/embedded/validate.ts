import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { expandSchema } from '../../catalog/normalize.ts';
import type { CatalogEntry } from '../../catalog/types.ts';
import { localize, transformErrors, validatorOptions } from '../../catalog/validation.ts';

/** Answers the first message of a failed check, or null when the inputs pass. */
export type EntryValidator = (inputs: Record<string, unknown>) => string | null;

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
      if (errors.length === 0) return null;
      return errors[0].message ?? 'Input tidak valid.';
    };
  };
}
