import { Alert, Anchor } from '@mantine/core';
import { Link } from '../../router/index.ts';
import { messages } from '../../catalog/messages.ts';
import { isAtLimit, useSession } from '../session/index.ts';

/** Warns a USER whose daily quota is used up; calls stay possible (the server decides). */
export function LimitBanner() {
  const { profile } = useSession();
  if (!isAtLimit(profile)) return null;
  return (
    <Alert color="red" variant="filled" title={messages.limitTitle}>
      {messages.limitBody}{' '}
      <Anchor component={Link} to="/dashboard/paket" c="inherit" fw={700} underline="always">
        Lihat paket dan ajukan upgrade
      </Anchor>
    </Alert>
  );
}
