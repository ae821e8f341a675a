import IconMenu2 from '~icons/tabler/menu-2';
import IconX from '~icons/tabler/x';
import { ActionIcon, Box, Paper, Stack } from '@mantine/core';
import { useClickOutside, useDisclosure, useWindowEvent } from '@mantine/hooks';
import { AccountLinks } from './AccountLinks.tsx';

export const accountMenuId = 'menu-akun';

/**
 * In a header narrower than 1040 px (user-bar.css): the account's ways out behind one button at the end of the header's row, opened
 * as a panel under it (a disclosure: Escape or a click elsewhere closes it, focus returns to the
 * button). Plain Mantine primitives, so the first load carries no positioning library.
 */
export function AccountMenu() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const panel = useClickOutside<HTMLDivElement>(() => close());
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape' && opened) {
      close();
      document.getElementById(`${accountMenuId}-tombol`)?.focus();
    }
  });
  return (
    <Box className="user-bar-menu" ref={panel}>
      <ActionIcon
        id={`${accountMenuId}-tombol`}
        variant="default"
        size={36}
        aria-label="Menu akun"
        aria-expanded={opened}
        aria-controls={accountMenuId}
        onClick={toggle}
        data-testid="account-menu-button"
      >
        {opened ? <IconX /> : <IconMenu2 />}
      </ActionIcon>
      <Paper
        id={accountMenuId}
        display={opened ? 'block' : 'none'}
        withBorder
        shadow="md"
        p="xs"
        radius="md"
        pos="absolute"
        right={0}
        top="calc(100% + 0.5rem)"
        w={240}
        style={{ zIndex: 200 }}
      >
        <Stack gap={4}>
          <AccountLinks layout="list" onChoose={close} />
        </Stack>
      </Paper>
    </Box>
  );
}
