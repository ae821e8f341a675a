import type { ReactNode } from 'react';
import { SessionProvider } from '../session/index.ts';

/** Frame of the signed-in pages: everything inside needs a loaded profile, and keeps one session across pages. */
export function SessionGate({ children }: { children: ReactNode }) {
  return <SessionProvider>{children}</SessionProvider>;
}
