import type { WidgetProps } from '@rjsf/utils';
import { lazy, type ComponentType } from 'react';

/**
 * A form widget fetched the first time a form shows one: the Mantine inputs behind the select,
 * number, slider and choice widgets (Combobox, floating-ui, react-number-format) travel only with
 * the forms that have such an input, not with every 'Coba' form. It suspends the whole form
 * (the 'Coba' panel shows its loader), so a form is never shown with an input still missing.
 */
export function lazyWidget(load: () => Promise<{ default: ComponentType<WidgetProps> }>): ComponentType<WidgetProps> {
  return lazy(load);
}
