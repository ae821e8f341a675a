import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { App } from '../../../src/app/App/index.ts';
import { PortalRouter, usePathname } from '../../../src/router/index.ts';

/** Shows where the app navigated to, so tests can assert redirects. */
function Where() {
  return <output data-testid="location">{usePathname()}</output>;
}

/** Renders the portal at `path`: the test's own window address, as the browser's would be. */
export function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <MantineProvider env="test">
      <Notifications />
      <PortalRouter>
        <App />
        <Where />
      </PortalRouter>
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
