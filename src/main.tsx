import 'virtual:mantine-base-css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PortalRouter } from './router/index.ts';
import { App, PortalRoot, preloadRoute } from './app/App/index.ts';
import { prefetchProfile } from './app/session/index.ts';
import { prepareReferenceRoute } from './app/reference/prepare.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
prefetchProfile(window.location.pathname);

const tree = (
  <PortalRoot>
    <PortalRouter>
      <App />
    </PortalRouter>
  </PortalRoot>
);

if (root.hasChildNodes()) {
  // A prerendered reference page: readable already; hydrated once its chunk and data are here,
  // so the first client render is the markup the build wrote. As a transition, React hydrates in
  // slices of a few milliseconds: a reader's scroll or tap is never held up by one long task.
  void prepareReferenceRoute(window.location.pathname).finally(() => startTransition(() => void hydrateRoot(root, tree)));
} else {
  preloadRoute(window.location.pathname);
  // As a transition too: the first render yields every few milliseconds instead of holding the
  // main thread for the whole dashboard at once.
  startTransition(() => createRoot(root).render(tree));
}
