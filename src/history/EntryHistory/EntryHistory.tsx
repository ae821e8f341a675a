import { lazy, Suspense, useMemo } from 'react';
import { useInRouter } from '../../router/index.ts';
import { useHistory } from '../use-history.ts';

/** The button and its list arrive with the entry's first stored run: a first visit has none to list. */
const EntryRuns = lazy(() => import('./EntryRuns.tsx').then((m) => ({ default: m.EntryRuns })));

/** How many runs of one entry are listed under its 'Coba' form. */
const shown = 10;

function RunsOf({ entryId }: { entryId: string }) {
  const all = useHistory();
  const records = useMemo(() => all.filter((r) => r.entryId === entryId).slice(0, shown), [all, entryId]);
  if (records.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <EntryRuns entryId={entryId} records={records} />
    </Suspense>
  );
}

/** The last runs of one entry, under its 'Coba' form; reopening needs the router. */
export function EntryHistory({ entryId }: { entryId: string }) {
  return useInRouter() ? <RunsOf entryId={entryId} /> : null;
}
