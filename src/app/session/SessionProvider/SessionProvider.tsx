import { Center, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Redirect } from '../../../router/index.ts';
import { messages } from '../../../catalog/messages.ts';
import { MainContent } from '../../a11y/index.ts';
import { OutageNotice } from '../../OutageNotice/index.ts';
import { logout as logoutOnServer } from '../account-api.ts';
import { SessionContext } from '../session-context.ts';
import { clearCredentials, readCredentials, storeCredentials, type Credentials } from '../storage.ts';
import { clearHistory } from '../../../history/store.ts';
import type { Outage, SessionValue } from '../types.ts';
import { useSessionState } from '../use-session-state.ts';

/** Loads the profile of the stored session and renders its children only once it is there. */
export function SessionProvider({ children }: { children: ReactNode }) {
  // Read once: a session starts through login (a new mount) and ends through logout (which leaves);
  // only its key changes in place (a new key made on the profile).
  const [credentials, setCredentials] = useState<Credentials | null>(readCredentials);
  const { state, checking, check, leave } = useSessionState(credentials);

  const forget = useCallback(
    (to: '/' | '/login', message: string, color: 'green' | 'blue') => {
      clearCredentials();
      clearHistory();
      leave(to);
      notifications.show({ color, message });
    },
    [leave],
  );

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
      // The profile reloads with the new key (useSessionState checks again), which also proves the key works.
      setCredentials(next);
    },
    [credentials],
  );

  const unreached = state.phase === 'ready' || state.phase === 'waiting' ? state.unreached : null;
  const outage = useMemo<Outage | null>(() => (unreached ? { message: unreached.message, retryAt: unreached.retryAt, checking } : null), [unreached, checking]);

  const value = useMemo<SessionValue | null>(
    () =>
      state.phase === 'ready' && credentials
        ? { apiKey: credentials.apiKey, token: credentials.token, profile: state.profile, refreshProfile: check, outage, retryNow: check, logout, replaceApiKey, endedElsewhere }
        : null,
    [state, credentials, check, outage, logout, replaceApiKey, endedElsewhere],
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
  if (state.phase === 'waiting' && outage) {
    return (
      <MainContent>
        <Center mih="100vh" p="md">
          <Stack maw={480} w="100%">
            <OutageNotice outage={outage} onRetry={check} />
          </Stack>
        </Center>
      </MainContent>
    );
  }
  if (state.phase === 'gone') return <Redirect to={state.to} replace />;
  // The dashboard never renders without a profile.
  if (!value) return <Redirect to="/" replace />;
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
