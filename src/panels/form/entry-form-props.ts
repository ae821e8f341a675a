import type { FormProps, IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { transformErrors } from '../../catalog/error-messages.ts';
import type { LoadedEntry } from '../../engine/index.ts';
import { deriveUiSchema, runnerFields } from '../fields/index.ts';
import type { FormValues, RunnerFormContext } from './form-context.ts';
import { portalTemplates } from './portal-form.ts';
import { translateString } from './rjsf-strings.ts';
import { transformingValidator } from './transforming-validator.ts';

export interface EntryFormOptions {
  values: FormValues;
  /** The panel's own context for the custom fields (files, presets, busy). */
  formContext: RunnerFormContext;
  onChange: (values: FormValues) => void;
  onSubmit: (values: FormValues) => void;
  /** A submit the form's own check refused (its messages are shown by the form). */
  onInvalid?: () => void;
  /** Unique per open form: two forms on one page must not share input ids. */
  idPrefix: string;
  disabled: boolean;
}

/**
 * The RJSF props every form of an entry shares ('Coba' and a recipe's step): the entry's compiled
 * validator behind its declared transforms, the uiSchema derived from the values, the runner's
 * fields and templates, Indonesian messages, and errors listed once at the bottom.
 */
export function useEntryFormProps(loaded: LoadedEntry, options: EntryFormOptions): FormProps<FormValues, RJSFSchema, RunnerFormContext> {
  const { entry, schema } = loaded;
  const { values, formContext, onChange, onSubmit, onInvalid, idPrefix, disabled } = options;
  const validator = useMemo(() => transformingValidator(loaded.validator, entry), [loaded.validator, entry]);
  const uiSchema = useMemo(() => deriveUiSchema(entry.schema, entry.ui, values), [entry, values]);
  return {
    schema: schema as RJSFSchema,
    uiSchema,
    validator,
    formData: values,
    fields: runnerFields,
    templates: portalTemplates,
    formContext,
    onChange: (event: IChangeEvent<FormValues>) => onChange(event.formData ?? {}),
    onSubmit: (event: IChangeEvent<FormValues>) => onSubmit(event.formData ?? {}),
    onError: () => onInvalid?.(),
    transformErrors,
    showErrorList: 'bottom',
    noHtml5Validate: true,
    focusOnFirstError: true,
    idPrefix,
    translateString,
    disabled,
  };
}
