import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PageModule = { default: ComponentType };

export interface LazyPage {
  Page: LazyExoticComponent<ComponentType>;
  /** Fetches the page's chunk ahead of its first render; one request however often it is called. */
  preload: () => Promise<unknown>;
  /** Whether the chunk has arrived: `Page` then renders without suspending. */
  isLoaded: () => boolean;
}

/**
 * A lazily loaded page that renders at once when its chunk has already arrived. React.lazy given
 * a promise always suspends on the first render (a promise never reports its value synchronously),
 * and React holds back the content that replaces a Suspense fallback for up to 300 ms: a preloaded
 * page would still wait. A thenable that calls back at once lets React render it straight away.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: PageModule | undefined;
  let pending: Promise<PageModule> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const ready = (module: PageModule) => ({ then: (resolve: (m: PageModule) => void) => resolve(module) }) as unknown as Promise<PageModule>;
  return { Page: lazy(() => (loaded ? ready(loaded) : preload())), preload, isLoaded: () => loaded !== undefined };
}
