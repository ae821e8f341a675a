import { Button, Code, Group, Text } from '@mantine/core';
import type { WaifuApi } from './use-waifu-api.ts';

/** Spec §6: the demo plays as a fixed sample user, never the signed-in account. */
export function SampleUser({ api }: { api: WaifuApi }) {
  return (
    <Group gap="xs">
      <Text size="sm">User ID contoh:</Text>
      <Code>{api.userId}</Code>
      {api.userIdNote ? (
        <Text size="xs" c="dimmed">
          {api.userIdNote}
        </Text>
      ) : null}
    </Group>
  );
}

/** The head of the sample user's tabs: who plays, and 'Muat ulang'. */
export function SampleUserBar({ api, onReload }: { api: WaifuApi; onReload: () => void }) {
  return (
    <Group justify="space-between">
      <SampleUser api={api} />
      <Button variant="subtle" size="xs" onClick={onReload}>
        Muat ulang
      </Button>
    </Group>
  );
}
