import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type ViewModule<P> = { default: ComponentType<P> };

export interface LazyView<P extends object> {
  View: LazyExoticComponent<ComponentType<P>>;
  /** Fetches the view's chunk ahead of its first render; one request however often it is called. */
  preload: () => Promise<unknown>;
  /** Whether the chunk has arrived: `View` then renders without suspending. */
  isLoaded: () => boolean;
}

/**
 * A lazily loaded component that renders at once when its chunk has already arrived. React.lazy
 * given a promise always suspends on the first render (a promise never reports its value
 * synchronously), and React holds back the content that replaces a Suspense fallback for up to
 * 300 ms: a preloaded view would still wait. A thenable that calls back at once lets React render
 * it straight away.
 */
export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): LazyView<P> {
  let loaded: ViewModule<P> | undefined;
  let pending: Promise<ViewModule<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const ready = (module: ViewModule<P>) => ({ then: (resolve: (m: ViewModule<P>) => void) => resolve(module) }) as unknown as Promise<ViewModule<P>>;
  return { View: lazy(() => (loaded ? ready(loaded) : preload())), preload, isLoaded: () => loaded !== undefined };
}
