import { notifications } from '@mantine/notifications';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { ProfileResult } from './profile-api.ts';
import { loadProfile } from './profile-prefetch.ts';
import { checkEveryMs, retryDelayMs } from './retry-delay.ts';
import { clearCredentials, type Credentials } from './storage.ts';
import type { Profile } from './types.ts';

/** Why the server could not be asked, and when it is asked again. */
interface Unreached {
  message?: string;
  failures: number;
  retryAt: number;
}

export type SessionState =
  | { phase: 'loading' }
  /** A profile to show; `unreached` while the server cannot confirm it (the last one stays). */
  | { phase: 'ready'; profile: Profile; unreached: Unreached | null }
  /** The first load got no usable answer: nothing to show yet, credentials kept, trying again. */
  | { phase: 'waiting'; unreached: Unreached }
  /** No session (anymore): home after a logout or without credentials, /login after a refusal. */
  | { phase: 'gone'; to: '/' | '/login' };

/** A return to the tab this soon after a check asks nothing new. */
const returnQuietMs = 5_000;

function afterOutage(state: SessionState, result: Extract<ProfileResult, { kind: 'unavailable' }>): SessionState {
  const previous = state.phase === 'ready' || state.phase === 'waiting' ? state.unreached : null;
  const failures = (previous?.failures ?? 0) + 1;
  const unreached = { message: result.message, failures, retryAt: Date.now() + retryDelayMs(failures, result.retryAfterSeconds) };
  if (state.phase === 'ready') return { ...state, unreached };
  if (state.phase === 'gone') return state;
  return { phase: 'waiting', unreached };
}

/**
 * The session's life: the first profile load, a quiet check after each call, on return to the
 * tab and every 15 s while it is visible, and during an outage a retry with growing waits until
 * the server answers. Only a refusal (see `profileOutcome`) clears the credentials.
 */
export function useSessionState(credentials: Credentials | null) {
  const [state, setState] = useState<SessionState>(() => (credentials ? { phase: 'loading' } : { phase: 'gone', to: '/' }));
  const [checking, setChecking] = useState(false);
  // One check at a time: a slow answer must not land after a newer one.
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const lastCheck = useRef(0);

  const check = useCallback(() => {
    if (!credentials || inFlight.current) return;
    inFlight.current = true;
    lastCheck.current = Date.now();
    setChecking(true);
    // The first check takes the answer main.tsx asked for early (profile-prefetch.ts), once.
    void loadProfile(credentials).then((result) => {
      inFlight.current = false;
      // Leaving the page (or StrictMode's remount) must not notify or redirect.
      if (!mounted.current) return;
      // A transition: the first answer draws the whole dashboard, which React then renders in
      // slices instead of one long task that holds a tap or a scroll.
      startTransition(() => {
        setChecking(false);
        if (result.kind === 'ok') setState({ phase: 'ready', profile: result.profile, unreached: null });
        else if (result.kind === 'unavailable') setState((current) => afterOutage(current, result));
        else {
          clearCredentials();
          setState({ phase: 'gone', to: '/login' });
          notifications.show({ color: 'red', message: result.message });
        }
      });
    });
  }, [credentials]);

  useEffect(() => {
    mounted.current = true;
    check();
    return () => {
      mounted.current = false;
    };
  }, [check]);

  const unreached = state.phase === 'ready' || state.phase === 'waiting' ? state.unreached : null;
  const live = state.phase === 'ready' || state.phase === 'waiting';

  // During an outage: the next try when its wait is over.
  useEffect(() => {
    if (!unreached) return;
    const timer = setTimeout(check, Math.max(0, unreached.retryAt - Date.now()));
    return () => clearTimeout(timer);
  }, [unreached, check]);

  // All well: look again now and then while someone is looking, and on coming back.
  useEffect(() => {
    if (!live) return;
    const visible = () => document.visibilityState === 'visible';
    const timer = unreached ? undefined : setInterval(() => visible() && check(), checkEveryMs);
    // Focus and visibility often fire together, and on every switch back: one check is enough.
    const onReturn = () => visible() && Date.now() - lastCheck.current > returnQuietMs && check();
    window.addEventListener('focus', onReturn);
    window.addEventListener('online', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onReturn);
      window.removeEventListener('online', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [live, unreached, check]);

  const leave = useCallback((to: '/' | '/login' = '/') => setState({ phase: 'gone', to }), []);
  return { state, checking, check, leave };
}
