import { createContext, useContext } from 'react';
import type { SessionValue } from './types.ts';

export const SessionContext = createContext<SessionValue | null>(null);

/** The loaded session; only pages under the session gate render, so it is never absent there. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession is used outside SessionProvider');
  return value;
}
