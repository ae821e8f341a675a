import { Button, Collapse, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { HistoryList } from '../HistoryList/index.ts';
import type { HistoryRecord } from '../types.ts';

/** 'Riwayat endpoint ini': a button that opens the last runs of one entry. */
export function EntryRuns({ entryId, records }: { entryId: string; records: HistoryRecord[] }) {
  const [opened, { toggle }] = useDisclosure(false);
  const listId = `riwayat-${entryId}`;
  return (
    <Stack gap={6}>
      <div>
        <Button variant="subtle" size="compact-sm" onClick={toggle} aria-expanded={opened} aria-controls={listId}>
          Riwayat endpoint ini ({records.length})
        </Button>
      </div>
      <Collapse expanded={opened}>
        <div id={listId}>{opened ? <HistoryList records={records} compact /> : null}</div>
      </Collapse>
    </Stack>
  );
}
