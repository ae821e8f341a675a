import { Alert, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { loadGroup } from 'virtual:portal-catalog';
import type { GroupSummary } from '../../catalog/types.ts';
import { EntryDoc } from '../EntryDoc/index.ts';
import { GroupRunnerContext } from '../group-runner.ts';
import type { LoadedGroup } from '../loaded-entry.ts';
import { useGroupRunnerValue } from './use-group-runner-value.ts';

export interface GroupPanelProps {
  group: GroupSummary;
  /** The entry a deep link points at: its 'Coba' opens and it scrolls into view. */
  focusEntryId?: string;
  getApiKey: () => string | null;
  /** Called after every request, e.g. to refresh the usage counter. */
  onRequestDone?: () => void;
}

/** A feature group's documentation blocks; its schemas and validators arrive as one lazy chunk. */
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
  return (
    <GroupRunnerContext.Provider value={runner}>
      <Stack gap="md">
        {failed ? (
          <Alert color="red" title="Gagal memuat fitur">
            Muat ulang halaman lalu coba lagi.
          </Alert>
        ) : null}
        {group.entries.map((summary) => (
          <EntryDoc
            key={summary.id}
            summary={summary}
            loaded={loaded?.entries.find((e) => e.entry.id === summary.id)}
            getApiKey={getApiKey}
            onRequestDone={onRequestDone}
            initiallyOpen={summary.id === focusEntryId}
          />
        ))}
      </Stack>
    </GroupRunnerContext.Provider>
  );
}
