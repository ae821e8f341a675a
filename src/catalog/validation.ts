import type Ajv from 'ajv';
import ajvErrors from 'ajv-errors';
import { extensionKeywordNames } from './keywords/index.ts';

/**
 * The one ajv configuration of the project: the build's precompiled validators and the embedded
 * API's validators are made with it, so both say the same Indonesian message for the same input.
 */
export const validatorOptions = {
  ajvOptionsOverrides: { allErrors: true, strict: false },
  extenderFn: (ajv: Ajv): Ajv => {
    ajv.addVocabulary([...extensionKeywordNames]);
    return ajvErrors(ajv);
  },
};

export { fieldErrors, localize, transformErrors, type FieldError } from './error-messages.ts';
