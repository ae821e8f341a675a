import { Anchor, Button, Group, Paper, Title } from '@mantine/core';
import { Link } from 'react-router';
import { channelUrl } from '../channel-url.ts';
import { useSession } from '../session/index.ts';
import { HistoryButton } from '../../history/HistoryButton/index.ts';
import { QuotaBadge } from '../../quota/QuotaBadge/index.ts';
import { SearchButton } from '../../search/SearchButton/index.ts';

/** Greeting and the ways out of the dashboard: profile, channel, logout. */
export function UserBar() {
  const { profile, logout } = useSession();
  return (
    <Paper withBorder shadow="sm" p="md" radius="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2}>Halo, {profile.nama}!</Title>
        <Group gap="sm">
          <QuotaBadge />
          <SearchButton />
          <HistoryButton />
          <Anchor component={Link} to="/profile">
            Profil
          </Anchor>
          <Anchor href={channelUrl} target="_blank" rel="noopener noreferrer">
            Gabung Channel
          </Anchor>
          <Button variant="light" color="red" onClick={logout}>
            Logout
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
