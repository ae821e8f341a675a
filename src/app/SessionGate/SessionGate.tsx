import { Outlet } from 'react-router';
import { SessionProvider } from '../session/index.ts';

/** Layout route: everything under it needs a loaded profile, and keeps one session across pages. */
export function SessionGate() {
  return (
    <SessionProvider>
      <Outlet />
    </SessionProvider>
  );
}
