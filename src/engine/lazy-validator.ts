import type { ValidatorType } from '@rjsf/utils';

type Values = Record<string, unknown>;

const pending = Symbol('portal.lazyValidator');

/** A validator whose compiled code is fetched on first need: `whenValidatorReady` before any call. */
interface LazyValidator extends ValidatorType<Values> {
  [pending]: () => Promise<void>;
  readonly loaded: boolean;
}

/**
 * An entry's precompiled validator as its own chunk: a group's page ships its entries' schemas,
 * and each validator arrives only when that entry's form opens or it runs (a deep link names its
 * entry's chunk in the HTML). Calling it before `whenValidatorReady` settles is a programming error.
 */
export function lazyValidator(load: () => Promise<ValidatorType<Values>>): ValidatorType<Values> {
  let real: ValidatorType<Values> | null = null;
  let loading: Promise<void> | null = null;
  const compiled = (): ValidatorType<Values> => {
    if (!real) throw new Error('The entry validator was used before it was loaded (await whenValidatorReady).');
    return real;
  };
  const lazy: LazyValidator = {
    validateFormData: (...args) => compiled().validateFormData(...args),
    isValid: (...args) => compiled().isValid(...args),
    rawValidation: (schema, formData) => compiled().rawValidation(schema, formData),
    reset: () => compiled().reset?.(),
    get loaded() {
      return real !== null;
    },
    [pending]: () =>
      (loading ??= load().then(
        (loaded) => void (real = loaded),
        (error: unknown) => {
          // A failed fetch (offline for a moment) may be retried by the next form that opens.
          loading = null;
          throw error;
        },
      )),
  };
  return lazy;
}

const isLazy = (validator: ValidatorType<Values>): validator is LazyValidator => pending in validator;

/** Whether the validator can be called now (a form opened again renders at once). */
export const isValidatorReady = (validator: ValidatorType<Values>): boolean => !isLazy(validator) || validator.loaded;

/** Settles once the validator can be called; at once for a validator built in place. */
export function whenValidatorReady(validator: ValidatorType<Values>): Promise<void> {
  return isLazy(validator) ? validator[pending]() : Promise.resolve();
}
