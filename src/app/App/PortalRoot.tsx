import { MantineProvider } from '@mantine/core';
import { StrictMode, type ReactNode } from 'react';
import { colorSchemeManager, readableVariables, theme } from '../theme/index.ts';
import { NotificationsHost } from './NotificationsHost.tsx';

/**
 * The providers around the router, the same in the browser and in the build's prerenderer: a page
 * rendered to HTML hydrates only if both render one tree.
 */
export function PortalRoot({ children }: { children: ReactNode }) {
  return (
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
        {children}
      </MantineProvider>
    </StrictMode>
  );
}
