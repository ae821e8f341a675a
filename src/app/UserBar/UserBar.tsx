import { Group, Paper, Text } from '@mantine/core';
import { useRoute } from '../../router/index.ts';
import { useSession } from '../session/index.ts';
import { HistoryButton } from '../../history/HistoryButton/index.ts';
import { QuotaBadge } from '../../quota/QuotaBadge/index.ts';
import { quotaOf } from '../../quota/quota.ts';
import { SearchButton } from '../../search/SearchButton/index.ts';
import { AccountLinks } from './AccountLinks.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import './user-bar.css';

/**
 * The signed-in header, one pattern at every width: the greeting on the left, one row of equal
 * buttons on the right that never wraps, the quota under them. In a header 1040 px wide or more
 * (the dashboard on a desktop) the account's ways out (profile, channel, theme, Logout) sit in the
 * row; in a narrower one (a phone, the profile's narrower page) they fold into 'Menu akun'.
 * The greeting is the page's h1 on the grid; elsewhere the page's title is.
 */
export function UserBar() {
  const { profile } = useSession();
  const [onGrid] = useRoute('/dashboard');
  const quotaShown = quotaOf(profile) !== null;
  return (
    <Paper component="header" className="user-bar" withBorder shadow="sm" px="md" py="sm" radius="md" data-testid="user-bar">
      <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
        <Text component={onGrid ? 'h1' : 'p'} fz={{ base: 'h3', sm: 'h2' }} fw={700} lh={1.25} m={0} miw={0} style={{ overflowWrap: 'anywhere' }}>
          Halo, {profile.nama}!
        </Text>
        <Group component="nav" aria-label="Akun" gap="xs" wrap="nowrap" pos="relative">
          <SearchButton />
          <HistoryButton />
          <Group gap="xs" wrap="nowrap" className="user-bar-links">
            <AccountLinks layout="row" />
          </Group>
          <AccountMenu />
        </Group>
      </Group>
      {/* Under the row, so the row never has to make room for it. */}
      <Group gap="xs" mt={quotaShown ? 'xs' : 0}>
        <QuotaBadge profile={profile} />
      </Group>
    </Paper>
  );
}
