import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { messages } from '../../../catalog/messages.ts';
import { logout as logoutOnServer } from '../account-api.ts';
import { fetchProfile, type ProfileResult } from '../profile-api.ts';
import { SessionContext } from '../session-context.ts';
import { clearCredentials, readCredentials, storeCredentials, type Credentials } from '../storage.ts';
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
  // Read once: a session starts through login (a new mount) and ends through logout (which leaves);
  // only its key changes in place (a new key made on the profile).
  const [credentials, setCredentials] = useState<Credentials | null>(readCredentials);
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
    if (credentials) void fetchProfile(credentials).then((result) => live && apply(result, false));
    return () => {
      live = false;
    };
  }, [credentials, apply, attempt]);

  const refreshProfile = useCallback(() => {
    if (credentials) void fetchProfile(credentials).then((result) => apply(result, true));
  }, [credentials, apply]);

  const forget = useCallback((to: '/' | '/login', message: string, color: 'green' | 'blue') => {
    clearCredentials();
    clearHistory();
    setState({ phase: 'gone', to });
    notifications.show({ color, message });
  }, []);

  const logout = useCallback(async () => {
    // The server is told first so a copied token stops working; a failed call must not keep anyone signed in here.
    if (credentials) await logoutOnServer(credentials.token);
    forget('/', messages.loggedOut, 'green');
  }, [credentials, forget]);

  const endedElsewhere = useCallback((message: string) => forget('/login', message, 'blue'), [forget]);

  const replaceApiKey = useCallback(
    (apiKey: string) => {
      if (!credentials) return;
      const next = { ...credentials, apiKey };
      storeCredentials(next);
      // The profile reloads with the new key (the effect above), which also proves the key works.
      setCredentials(next);
    },
    [credentials],
  );

  const value = useMemo<SessionValue | null>(
    () =>
      state.phase === 'ready' && credentials
        ? { apiKey: credentials.apiKey, token: credentials.token, profile: state.profile, refreshProfile, logout, replaceApiKey, endedElsewhere }
        : null,
    [state, credentials, refreshProfile, logout, replaceApiKey, endedElsewhere],
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
