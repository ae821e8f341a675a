import 'virtual:mantine-base-css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, NotificationsHost, preloadRoute } from './app/App/index.ts';
import { prefetchProfile } from './app/session/index.ts';
import { colorSchemeManager, readableVariables, theme } from './app/theme/index.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
prefetchProfile(window.location.pathname);
preloadRoute(window.location.pathname);

createRoot(root).render(
  <StrictMode>
    {/* Every theme variable comes from here: the static default-css-variables.css is not shipped. */}
    <MantineProvider
      theme={theme}
      cssVariablesResolver={readableVariables}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      deduplicateCssVariables={false}
    >
      {/* Bottom right: a toast never covers the header's actions (Logout, Profil). */}
      <NotificationsHost position="bottom-right" />
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </MantineProvider>
  </StrictMode>,
);
