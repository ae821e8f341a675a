import { Anchor, Group, Paper, Text } from '@mantine/core';
import { Link, useRoute } from '../../router/index.ts';
import { channelUrl } from '../channel-url.ts';
import { SessionControls } from '../SessionControls/index.ts';
import { useSession } from '../session/index.ts';
import { HistoryButton } from '../../history/HistoryButton/index.ts';
import { QuotaBadge } from '../../quota/QuotaBadge/index.ts';
import { SearchButton } from '../../search/SearchButton/index.ts';

/**
 * The dashboard's header: greeting and the ways out (profile, channel, logout) plus the theme
 * switch. The greeting is the page's h1 on the grid; in a panel the panel's title is.
 */
export function UserBar() {
  const { profile } = useSession();
  const [onGrid] = useRoute('/dashboard');
  const channel = channelUrl();
  return (
    <Paper component="header" withBorder shadow="sm" p="md" radius="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text component={onGrid ? 'h1' : 'p'} fz="h2" fw={700} lh={1.3} m={0}>
          Halo, {profile.nama}!
        </Text>
        <Group component="nav" aria-label="Akun" gap="sm" wrap="wrap">
          <QuotaBadge profile={profile} />
          <SearchButton />
          <HistoryButton />
          <Anchor component={Link} to="/profile">
            Profil
          </Anchor>
          {channel ? (
            <Anchor href={channel} target="_blank" rel="noopener noreferrer">
              Gabung Channel
            </Anchor>
          ) : (
            // Where the link would be, saying why there is none rather than opening a generic page.
            <Text component="span" c="dimmed" data-testid="channel-unset">
              Channel belum diatur
            </Text>
          )}
          <SessionControls />
        </Group>
      </Group>
    </Paper>
  );
}
