import { lazy, Suspense } from 'react';
import type { ResponseInspectorProps } from './ResponseInspector.tsx';

const Inspector = lazy(() => import('./ResponseInspector.tsx').then((m) => ({ default: m.ResponseInspector })));

/** The inspector's code arrives with the form's first answer: a form never sent needs none of it. */
export function LazyResponseInspector(props: ResponseInspectorProps) {
  if (!props.meta) return null;
  return (
    <Suspense fallback={null}>
      <Inspector {...props} />
    </Suspense>
  );
}
