import { Button, Card, Collapse, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import type { EntrySummary } from '../../catalog/types.ts';
import { lazyView } from '../../renderers/lazy-view.ts';
import type { LoadedEntry } from '../../engine/index.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { DeprecationNotice } from './DeprecationNotice.tsx';
import { EntryBadges } from './EntryBadges.tsx';
import { GuideToggle } from './GuideToggle.tsx';
import { InputsTable } from './InputsTable.tsx';

// The form (RJSF, its theme and date pickers) is out of the first load: a group page fetches it
// while the user reads, so 'Coba' shows the form at once instead of after React's fallback delay.
const tryPanel = lazyView(() => import('../TryPanel/index.ts').then((m) => m.TryPanel));

export interface EntryDocProps {
  summary: EntrySummary;
  /** The entry's full description and validator, once its group's chunk has arrived. */
  loaded?: LoadedEntry;
  getApiKey: () => string | null;
  onRequestDone?: () => void;
  /** Open the 'Coba' panel at first (deep links). */
  initiallyOpen?: boolean;
}

/** One endpoint's documentation block: method, path, tag, inputs, and the 'Coba' toggle. */
export function EntryDoc({ summary, loaded, getApiKey, onRequestDone, initiallyOpen = false }: EntryDocProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = `coba-${summary.group}-${summary.id}`;
  const guideId = `panduan-${summary.group}-${summary.id}`;
  const { tryable } = summary;
  useEffect(() => {
    if (tryable) void tryPanel.preload().catch(() => undefined);
  }, [tryable]);
  return (
    <Card withBorder radius="md" padding="lg" id={`entry-${summary.id}`} data-entry={summary.id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={3} size="h4">
              {summary.title}
            </Title>
            <EntryBadges summary={summary} />
          </Stack>
          {summary.tryable ? (
            <Button variant={open ? 'filled' : 'light'} onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={panelId}>
              Coba
            </Button>
          ) : null}
        </Group>
        <Text size="sm">{summary.summary}</Text>
        {summary.deprecated ? <DeprecationNotice deprecation={summary.deprecated} /> : null}
        {loaded ? <InputsTable entry={loaded.entry} /> : null}
        <GuideToggle entry={loaded?.entry} id={guideId} />
        {summary.tryable ? (
          <Collapse expanded={open}>
            <div id={panelId}>
              {open ? (
                loaded ? (
                  <Suspense fallback={<Spinner label="Memuat formulir" />}>
                    <tryPanel.View loaded={loaded} getApiKey={getApiKey} onRequestDone={onRequestDone} />
                  </Suspense>
                ) : (
                  <Spinner label="Memuat formulir" />
                )
              ) : null}
            </div>
          </Collapse>
        ) : null}
      </Stack>
    </Card>
  );
}

