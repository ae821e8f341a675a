import { createContext, useContext, type ReactNode } from 'react';
import { Router } from 'wouter';

/** Set by the portal's router: components that reopen or read a link render only inside it. */
const InRouter = createContext(false);

/**
 * The portal's router: the browser's address (History API), or a fixed one for the build's
 * prerender (`ssrPath`). wouter reads the address where any hook asks; the context only tells
 * a panel rendered on its own (a component test) that no link brought it.
 */
export function PortalRouter({ ssrPath, children }: { ssrPath?: string; children: ReactNode }) {
  return (
    <Router ssrPath={ssrPath}>
      <InRouter.Provider value>{children}</InRouter.Provider>
    </Router>
  );
}

/** Whether the caller renders inside the portal's router. */
export const useInRouter = (): boolean => useContext(InRouter);
