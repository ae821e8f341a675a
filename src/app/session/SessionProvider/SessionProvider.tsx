import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { messages } from '../../../catalog/messages.ts';
import { fetchProfile, type ProfileResult } from '../profile-api.ts';
import { loadProfile } from '../profile-prefetch.ts';
import { SessionContext } from '../session-context.ts';
import { clearCredentials, readCredentials, type Credentials } from '../storage.ts';
import { clearHistory } from '../../../history/store.ts';
import type { Profile, SessionValue } from '../types.ts';

type Phase =
  | { phase: 'loading' }
  | { phase: 'ready'; profile: Profile }
  | { phase: 'offline' }
  /** No session (anymore): home after a logout or without credentials, /login after a refusal. */
  | { phase: 'gone'; to: '/' | '/login' };

/** Loads the profile of the stored session and renders its children only once it is there. */
export function SessionProvider({ children }: { children: ReactNode }) {
  // Read once: a session changes only through login (a new mount) or logout (which leaves).
  const [credentials] = useState<Credentials | null>(readCredentials);
  const [state, setState] = useState<Phase>(() => (credentials ? { phase: 'loading' } : { phase: 'gone', to: '/' }));
  const [attempt, setAttempt] = useState(0);

  const apply = useCallback(
    (result: ProfileResult, quiet: boolean) => {
      if (result.kind === 'ok') setState({ phase: 'ready', profile: result.profile });
      else if (result.kind === 'offline') {
        // A quiet refresh keeps the profile it has; only the first load has nothing to show.
        if (!quiet) setState({ phase: 'offline' });
      } else {
        clearCredentials();
        setState({ phase: 'gone', to: '/login' });
        notifications.show({ color: 'red', message: result.message });
      }
    },
    [],
  );

  useEffect(() => {
    // A cancelled load (StrictMode remount, leaving the page) must not notify or redirect.
    let live = true;
    // The first load takes the answer main.tsx asked for early (profile-prefetch.ts).
    if (credentials) void loadProfile(credentials).then((result) => live && apply(result, false));
    return () => {
      live = false;
    };
  }, [credentials, apply, attempt]);

  const refreshProfile = useCallback(() => {
    if (credentials) void fetchProfile(credentials).then((result) => apply(result, true));
  }, [credentials, apply]);

  const logout = useCallback(() => {
    clearCredentials();
    clearHistory();
    setState({ phase: 'gone', to: '/' });
    notifications.show({ color: 'green', message: messages.loggedOut });
  }, []);

  const value = useMemo<SessionValue | null>(
    () => (state.phase === 'ready' && credentials ? { apiKey: credentials.apiKey, profile: state.profile, refreshProfile, logout } : null),
    [state, credentials, refreshProfile, logout],
  );

  if (state.phase === 'loading') {
    return (
      <Center mih="100vh">
        <Stack align="center" gap="sm">
          <Loader />
          <Text>{messages.loadingSession}</Text>
        </Stack>
      </Center>
    );
  }
  if (state.phase === 'offline') {
    return (
      <Center mih="100vh" p="md">
        <Alert color="red" title="Sesi belum dapat dimuat" maw={480}>
          <Stack gap="sm">
            <Text size="sm">{messages.networkError}</Text>
            <Button variant="light" color="red" onClick={() => { setState({ phase: 'loading' }); setAttempt((n) => n + 1); }}>
              Coba lagi
            </Button>
          </Stack>
        </Alert>
      </Center>
    );
  }
  if (state.phase === 'gone') return <Navigate to={state.to} replace />;
  // The dashboard never renders without a profile.
  if (!value) return <Navigate to="/" replace />;
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
