import { Button, Collapse, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMemo } from 'react';
import { useInRouter } from '../../router/index.ts';
import { HistoryList } from '../HistoryList/index.ts';
import { useHistory } from '../use-history.ts';

/** How many runs of one entry are listed under its 'Coba' form. */
const shown = 10;

function RunsOf({ entryId }: { entryId: string }) {
  const [opened, { toggle }] = useDisclosure(false);
  const all = useHistory();
  const records = useMemo(() => all.filter((r) => r.entryId === entryId).slice(0, shown), [all, entryId]);
  if (records.length === 0) return null;
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

/** The last runs of one entry, under its 'Coba' form; reopening needs the router. */
export function EntryHistory({ entryId }: { entryId: string }) {
  return useInRouter() ? <RunsOf entryId={entryId} /> : null;
}
