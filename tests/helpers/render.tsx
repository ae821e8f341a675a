import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders inside the providers the portal runs with, in Mantine's test mode. */
export function renderWithProviders(ui: ReactElement) {
  return render(
    <MantineProvider env="test">
      <Notifications />
      {ui}
    </MantineProvider>,
  );
}
