import { lazy, Suspense, type ComponentType } from 'react';
import type { PortalFieldProps } from '../form/form-context.ts';
import { Spinner } from '../../ui/Spinner.tsx';

/** A runner field fetched the first time a form shows one (as src/form-theme/lazy-widget.tsx does for widgets). */
export function lazyField(load: () => Promise<{ default: ComponentType<PortalFieldProps> }>): ComponentType<PortalFieldProps> {
  const Field = lazy(load);
  return function LazyField(props: PortalFieldProps) {
    return (
      <Suspense fallback={<Spinner size="xs" label="Memuat formulir" />}>
        <Field {...props} />
      </Suspense>
    );
  };
}
