import { withTheme } from '@rjsf/core';
import { generateTemplates } from '@rjsf/mantine/lib/templates/index.js';
import CheckboxesWidget from '@rjsf/mantine/lib/widgets/CheckboxesWidget.js';
import CheckboxWidget from '@rjsf/mantine/lib/widgets/CheckboxWidget.js';
import PasswordWidget from '@rjsf/mantine/lib/widgets/PasswordWidget.js';
import RadioWidget from '@rjsf/mantine/lib/widgets/RadioWidget.js';
import RangeWidget from '@rjsf/mantine/lib/widgets/RangeWidget.js';
import SelectWidget from '@rjsf/mantine/lib/widgets/SelectWidget.js';
import TextareaWidget from '@rjsf/mantine/lib/widgets/TextareaWidget.js';
import type { FormContextType, RegistryWidgetsType, RJSFSchema, StrictRJSFSchema } from '@rjsf/utils';

/**
 * RJSF's Mantine theme without the widgets no catalog input uses: the date and time pickers (and
 * with them @mantine/dates and dayjs) and the colour and file widgets (files have their own field).
 * Imported module by module, so the form's chunk does not carry them.
 */
export function mantineFormTheme<T, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = FormContextType>() {
  const widgets = { CheckboxesWidget, CheckboxWidget, PasswordWidget, RadioWidget, RangeWidget, SelectWidget, TextareaWidget } as RegistryWidgetsType<T, S, F>;
  return { templates: generateTemplates<T, S, F>(), widgets };
}

/** The same as @rjsf/mantine's `generateForm`, with the lighter theme. */
export function generateForm<T, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = FormContextType>() {
  return withTheme<T, S, F>(mantineFormTheme<T, S, F>());
}

/** The theme's templates, for forms that wrap one of them. */
export const Templates = generateTemplates();
