import { generateForm } from '../../form-theme/index.ts';
import type { RJSFSchema } from '@rjsf/utils';
import { ArrayLimitTemplate } from './ArrayLimitTemplate.tsx';
import type { FormValues, RunnerFormContext } from './form-context.ts';
import { FormErrors } from './FormErrors.tsx';

export type { FormValues };

/** RJSF's Mantine form with the runner's generic parameters fixed once. */
export const PortalForm = generateForm<FormValues, RJSFSchema, RunnerFormContext>();

/**
 * Mantine inputs already show their error under the field (and link it with aria-describedby);
 * RJSF's separate error list would say the same sentence twice. Full lists say their limit.
 */
export const portalTemplates = { FieldErrorTemplate: () => null, ErrorListTemplate: FormErrors, ArrayFieldTemplate: ArrayLimitTemplate };
