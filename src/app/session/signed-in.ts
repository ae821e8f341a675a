import { useSyncExternalStore } from 'react';
import { readCredentials } from './storage.ts';

const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/**
 * Whether this browser holds a session. A prerendered page was rendered signed out: hydration
 * starts from that and React then re-renders with the stored answer, so links never keep the
 * server's target.
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readCredentials() !== null,
    () => false,
  );
}
