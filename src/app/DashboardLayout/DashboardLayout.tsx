import { Box, Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { MainContent } from '../a11y/index.ts';
import { dashboardBackground } from '../dashboard-background.ts';
import { LimitBanner } from '../LimitBanner/index.ts';
import { OutageNotice } from '../OutageNotice/index.ts';
import { useSession } from '../session/index.ts';
import { UserBar } from '../UserBar/index.ts';

/** Frame of the dashboard: background, the header (greeting and account links), then the grid or one group. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const { profile, apiKey, outage, retryNow } = useSession();
  const background = dashboardBackground(profile, apiKey);
  return (
    <Box py="lg" data-testid="dashboard" className="portal-backdrop" style={{ '--portal-picture': `url("${background}")` }}>
      <Container size="lg">
        <Stack gap="md">
          <UserBar />
          <MainContent>
            <Stack gap="md">
              {outage && <OutageNotice outage={outage} onRetry={retryNow} />}
              <LimitBanner />
              {children}
            </Stack>
          </MainContent>
        </Stack>
      </Container>
    </Box>
  );
}
