import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { loadGroup } from 'virtual:portal-catalog';
import type { EntrySummary, GroupSummary } from '../../catalog/types.ts';
import { groupWidgets } from '../../renderers/group-widgets/index.ts';
import { DocOnlyEntry } from '../DocOnlyEntry/index.ts';
import { EntryDoc } from '../EntryDoc/index.ts';
import { GroupRunnerContext } from '../../renderers/group-runner.ts';
import type { LoadedGroup } from '../../engine/index.ts';
import { arrangeEntries } from './arrange-entries.ts';
import { useGroupRunnerValue } from './use-group-runner-value.ts';
import { recordEngineRuns } from '../../history/record-run.ts';

// Every run of every entry lands in 'Riwayat', however it was started; subscribed once, when the first group opens.
recordEngineRuns();

export interface GroupPanelProps {
  group: GroupSummary;
  /** The entry a deep link points at: its 'Coba' opens and it scrolls into view. */
  focusEntryId?: string;
  getApiKey: () => string | null;
  /** Called after every request, e.g. to refresh the usage counter. */
  onRequestDone?: () => void;
}

/**
 * A feature group: its widget (when `_group.yaml` names one) above the documentation blocks,
 * documentation-only entries under their section headings. The group's schemas and validators
 * arrive as one lazy chunk.
 */
export function GroupPanel({ group, focusEntryId, getApiKey, onRequestDone }: GroupPanelProps) {
  const [chunk, setLoaded] = useState<LoadedGroup | null>(null);
  const [failed, setFailed] = useState(false);
  // A chunk of the previously opened group is never shown for this one.
  const loaded = chunk?.id === group.id ? chunk : null;
  const runner = useGroupRunnerValue(loaded, getApiKey, onRequestDone);

  useEffect(() => {
    let live = true;
    loadGroup(group.id).then(
      (g) => live && setLoaded(g),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [group.id]);

  useEffect(() => {
    if (focusEntryId) document.getElementById(`entry-${focusEntryId}`)?.scrollIntoView?.({ block: 'start' });
  }, [focusEntryId, loaded]);

  if (group.entries.length === 0) return <Text c="dimmed">Belum ada endpoint di fitur ini.</Text>;
  const Widget = group.widget ? groupWidgets[group.widget] : undefined;
  const { plain, sections } = arrangeEntries(group);
  const block = (summary: EntrySummary) => {
    const entry = loaded?.entries.find((e) => e.entry.id === summary.id);
    const focused = summary.id === focusEntryId;
    if (!summary.tryable) return <DocOnlyEntry key={summary.id} summary={summary} loaded={entry} initiallyOpen={focused} />;
    return <EntryDoc key={summary.id} summary={summary} loaded={entry} getApiKey={getApiKey} onRequestDone={onRequestDone} initiallyOpen={focused} />;
  };
  return (
    <GroupRunnerContext.Provider value={runner}>
      <Stack gap="md">
        {failed ? (
          <Alert color="red" title="Gagal memuat fitur">
            Muat ulang halaman lalu coba lagi.
          </Alert>
        ) : null}
        {Widget ? (
          <Suspense
            fallback={
              <Group gap="xs" role="status">
                <Loader size="sm" />
                <Text size="sm">Memuat fitur...</Text>
              </Group>
            }
          >
            <Widget group={group} />
          </Suspense>
        ) : null}
        {plain.map(block)}
        {sections.map((section) => (
          <Stack gap="sm" component="section" key={section.id} aria-labelledby={`bagian-${group.id}-${section.id}`} data-section={section.id}>
            <Title order={3} size="h4" id={`bagian-${group.id}-${section.id}`}>
              {section.label}
            </Title>
            {section.entries.map(block)}
          </Stack>
        ))}
      </Stack>
    </GroupRunnerContext.Provider>
  );
}
