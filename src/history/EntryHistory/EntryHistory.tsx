import { Button, Collapse, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useMemo } from 'react';
import { useInRouter } from '../../router/index.ts';
import { useHistory } from '../use-history.ts';

/** The list arrives when first opened: a form's first load has no runs to list. */
const HistoryList = lazy(() => import('../HistoryList/index.ts').then((m) => ({ default: m.HistoryList })));

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
        <div id={listId}>{opened ? (
            <Suspense fallback={null}>
              <HistoryList records={records} compact />
            </Suspense>
          ) : null}</div>
      </Collapse>
    </Stack>
  );
}

/** The last runs of one entry, under its 'Coba' form; reopening needs the router. */
export function EntryHistory({ entryId }: { entryId: string }) {
  return useInRouter() ? <RunsOf entryId={entryId} /> : null;
}
