import { Box, Container, Stack } from '@mantine/core';
import { Outlet } from 'react-router';
import { dashboardBackground } from '../dashboard-background.ts';
import { LimitBanner } from '../LimitBanner/index.ts';
import { useSession } from '../session/index.ts';
import { UserBar } from '../UserBar/index.ts';

/** Frame of the dashboard: background, greeting, limit banner, then the grid or one group. */
export function DashboardLayout() {
  const { profile, apiKey } = useSession();
  const background = dashboardBackground(profile, apiKey);
  return (
    <Box
      mih="100vh"
      py="lg"
      data-testid="dashboard"
      style={{ backgroundImage: `url("${background}")`, backgroundSize: 'cover', backgroundAttachment: 'fixed', backgroundPosition: 'center' }}
    >
      <Container size="lg">
        <Stack gap="md">
          <UserBar />
          <LimitBanner />
          <Outlet />
        </Stack>
      </Container>
    </Box>
  );
}
