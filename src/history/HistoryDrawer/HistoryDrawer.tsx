import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { HistoryList } from '../HistoryList/index.ts';
import { clearHistory, historyLimit } from '../store.ts';
import { useHistory } from '../use-history.ts';

export interface HistoryDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** 'Riwayat': every run kept in this browser; an item reopens its entry with the inputs filled. */
export default function HistoryDrawer({ opened, onClose }: HistoryDrawerProps) {
  const records = useHistory();
  return (
    <Drawer opened={opened} onClose={onClose} title="Riwayat" position="right" size="md" closeButtonProps={{ 'aria-label': 'Tutup riwayat' }}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {historyLimit} request terakhir di peramban ini. File dan API Key tidak disimpan.
          </Text>
          <Button size="xs" variant="light" color="red" onClick={clearHistory} disabled={records.length === 0}>
            Hapus riwayat
          </Button>
        </Group>
        <HistoryList records={records} onOpened={onClose} />
      </Stack>
    </Drawer>
  );
}
