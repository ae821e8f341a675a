import { Loader } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A form widget fetched the first time a form shows one: the Mantine inputs behind the select,
 * number, slider and choice widgets (Combobox, floating-ui, react-number-format) travel only with
 * the forms that have such an input, not with every 'Coba' form.
 */
export function lazyWidget(load: () => Promise<{ default: ComponentType<WidgetProps> }>): ComponentType<WidgetProps> {
  const Widget = lazy(load);
  return function LazyWidget(props: WidgetProps) {
    return (
      <Suspense fallback={<Loader size="xs" aria-label="Memuat formulir" />}>
        <Widget {...props} />
      </Suspense>
    );
  };
}
