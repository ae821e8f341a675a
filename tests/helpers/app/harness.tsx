import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { App } from '../../../src/app/App/index.ts';

/** Shows where the app navigated to, so tests can assert redirects. */
function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

export function renderApp(path: string) {
  return render(
    <MantineProvider env="test">
      <Notifications />
      <MemoryRouter initialEntries={[path]}>
        <App />
        <Where />
      </MemoryRouter>
    </MantineProvider>,
  );
}

export const profileOf = (role: string, totalreq: number, limit: number) => ({
  nama: 'Demo Developer',
  role,
  totalreq,
  limit,
  backgroundImageUrl: '',
});

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers the profile call with the given body and status. */
export function stubProfile(body: unknown, status = 200) {
  const fetch = vi.fn().mockImplementation(() => Promise.resolve(json(body, status)));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

export function storeSession() {
  localStorage.setItem('userApiKey', 'KEY-123456789');
  localStorage.setItem('userToken', 'TOKEN');
}
