import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '../ui/Spinner.tsx';

/**
 * An RJSF widget or field fetched the first time a form shows one, with a small loader in its
 * place meanwhile: the Mantine inputs behind the select, number, slider and choice widgets
 * (Combobox, floating-ui, react-number-format), RJSF's list field, its date widgets and the like
 * travel only with the forms that have such an input, not with every 'Coba' form.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Part = lazy(load);
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={<Spinner size="xs" label="Memuat formulir" />}>
        <Part {...props} />
      </Suspense>
    );
  };
}

/** A form widget fetched the first time a form shows one. */
export function lazyWidget(load: () => Promise<{ default: ComponentType<WidgetProps> }>): ComponentType<WidgetProps> {
  return lazyPart(load);
}
