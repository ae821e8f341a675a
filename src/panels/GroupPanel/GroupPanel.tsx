import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { loadGroup, loadedGroup } from 'virtual:portal-catalog';
import type { CatalogEntry, GroupSummary } from '../../catalog/types.ts';
import { groupWidgets } from '../../renderers/group-widgets/index.ts';
import { EntryDoc } from '../EntryDoc/index.ts';
import { GroupRunnerContext } from '../../renderers/group-runner.ts';
import type { LoadedGroup } from '../../engine/index.ts';
import { arrangeEntries } from './arrange-entries.ts';
import { docOnlyEntry } from './doc-only-entry.ts';
import { useGroupRunnerValue } from './use-group-runner-value.ts';
import { recordEngineRuns } from '../../history/record-run.ts';
import { messages } from '../../catalog/messages.ts';

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

/** Shown while the group's chunk or its widget is on its way. */
function LoadingFeature() {
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" />
      <Text size="sm">Memuat fitur...</Text>
    </Group>
  );
}

/**
 * A feature group: its widget (when `_group.yaml` names one) above the documentation blocks,
 * documentation-only entries under their section headings. The entries, their schemas and
 * validators arrive as the group's one lazy chunk (the first page load carries the tile only).
 */
export function GroupPanel({ group, focusEntryId, getApiKey, onRequestDone }: GroupPanelProps) {
  const [chunk, setLoaded] = useState<LoadedGroup | null>(() => loadedGroup(group.id));
  const [failed, setFailed] = useState(false);
  // A chunk of the previously opened group is never shown for this one.
  const loaded: LoadedGroup | null = chunk?.id === group.id ? chunk : loadedGroup(group.id);
  const runner = useGroupRunnerValue(loaded, getApiKey, onRequestDone);

  // Asked even when the chunk is already here: a deep link's preload can land after this panel
  // rendered without it and before this effect, and only this state change shows it then.
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

  const arranged = useMemo(() => (loaded ? arrangeEntries(loaded.entries.map((e) => e.entry), group.sections) : null), [loaded, group.sections]);

  if (group.entryCount === 0) return <Text c="dimmed">Belum ada endpoint di fitur ini.</Text>;
  // A stale or mistyped deep link says so, rather than opening the group as if nothing were asked.
  const missing = Boolean(focusEntryId && loaded && !loaded.entries.some((e) => e.entry.id === focusEntryId));
  const Widget = group.widget ? groupWidgets[group.widget] : undefined;
  const block = (entry: CatalogEntry) => {
    const found = loaded?.entries.find((e) => e.entry.id === entry.id);
    const focused = entry.id === focusEntryId;
    if (!entry.tryable) {
      return (
        <Suspense key={entry.id} fallback={null}>
          <docOnlyEntry.View summary={entry} loaded={found} initiallyOpen={focused} />
        </Suspense>
      );
    }
    return <EntryDoc key={entry.id} summary={entry} loaded={found} getApiKey={getApiKey} onRequestDone={onRequestDone} initiallyOpen={focused} />;
  };
  return (
    <GroupRunnerContext.Provider value={runner}>
      <Stack gap="md">
        {failed ? (
          <Alert color="red" title="Gagal memuat fitur">
            Muat ulang halaman lalu coba lagi.
          </Alert>
        ) : null}
        {missing ? (
          <Alert color="yellow" title={messages.notFound}>
            Tautan ini menuju endpoint yang tidak ada di fitur ini. Semua endpoint fitur ini ada di bawah.
          </Alert>
        ) : null}
        {Widget ? (
          <Suspense fallback={<LoadingFeature />}>
            <Widget group={group} />
          </Suspense>
        ) : null}
        {/* A widget says itself that it is loading (it waits for the same chunk). */}
        {arranged || failed || Widget ? null : <LoadingFeature />}
        {arranged?.plain.map(block)}
        {arranged?.sections.map((section) => (
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
