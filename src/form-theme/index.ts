import { withTheme } from '@rjsf/core';
import ArrayFieldTemplate from '@rjsf/mantine/lib/templates/ArrayFieldTemplate.js';
import type { FormContextType, RegistryWidgetsType, RJSFSchema, StrictRJSFSchema, TemplatesType } from '@rjsf/utils';
import type { WidgetPart } from './lazy-parts.ts';
import { lazyWidget } from './lazy-widget.tsx';
import { generateTemplates } from './templates.ts';

/**
 * RJSF's Mantine widgets, each fetched by the first form that shows one (lazy-widget.tsx); a deep
 * link's HTML names the ones its form shows (lazy-parts.ts), so they arrive with the form. The text
 * area too: its autosizing would otherwise ride with every form, most of which have none. The date and time pickers (and
 * with them @mantine/dates and dayjs) and the colour and file widgets (files have their own
 * field) are not here at all.
 */
const lazyWidgets: Record<Exclude<WidgetPart, 'BaseInputTemplate'>, ReturnType<typeof lazyWidget>> = {
  CheckboxesWidget: lazyWidget(() => import('@rjsf/mantine/lib/widgets/CheckboxesWidget.js')),
  CheckboxWidget: lazyWidget(() => import('@rjsf/mantine/lib/widgets/CheckboxWidget.js')),
  PasswordWidget: lazyWidget(() => import('@rjsf/mantine/lib/widgets/PasswordWidget.js')),
  RadioWidget: lazyWidget(() => import('@rjsf/mantine/lib/widgets/RadioWidget.js')),
  RangeWidget: lazyWidget(() => import('@rjsf/mantine/lib/widgets/RangeWidget.js')),
  SelectWidget: lazyWidget(() => import('@rjsf/mantine/lib/widgets/SelectWidget.js')),
  TextareaWidget: lazyWidget(() => import('@rjsf/mantine/lib/widgets/TextareaWidget.js')),
};

/**
 * RJSF's Mantine theme, lighter: its templates with a text input that leaves NumberInput to forms
 * with a number, and its widgets fetched when a form first shows one.
 */
export function mantineFormTheme<T, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = FormContextType>() {
  return { templates: generateTemplates<T, S, F>(), widgets: lazyWidgets as RegistryWidgetsType<T, S, F> };
}

/** The same as @rjsf/mantine's `generateForm`, with the lighter theme. */
export function generateForm<T, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = FormContextType>() {
  return withTheme<T, S, F>(mantineFormTheme<T, S, F>());
}

/** The theme's templates that forms wrap (the list's limit message wraps its list). */
export const Templates: Partial<Pick<TemplatesType, 'ArrayFieldTemplate'>> = { ArrayFieldTemplate };
