import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useParams } from '../../router/index.ts';
import { groups, loadEntries, loadedEntries } from 'virtual:portal-reference';
import { usePageTitle } from '../a11y/index.ts';
import { REFERENCE_ROOT } from '../../catalog/reference.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { ReferenceEntryPage } from './ReferenceEntryPage/index.ts';
import { ReferenceFrame } from './ReferenceFrame.tsx';
import { ReferenceIndexPage } from './ReferenceIndexPage/index.ts';
import type { ReferenceEntry } from './reference-entry.ts';

export const notFoundTitle = 'Endpoint tidak ditemukan';

/** `/docs`. */
export function ReferenceIndexRoute() {
  return <ReferenceIndexPage groups={groups} />;
}

function NotFound() {
  usePageTitle(notFoundTitle);
  return (
    <ReferenceFrame>
      <Stack gap="sm">
        <Title order={1}>{notFoundTitle}</Title>
        <Text>Endpoint ini tidak ada di dokumentasi.</Text>
        <Anchor component={Link} to={REFERENCE_ROOT}>
          Lihat semua endpoint
        </Anchor>
      </Stack>
    </ReferenceFrame>
  );
}

/**
 * `/docs/<group>/<id>`. A prerendered page arrives with its group's entries already loaded
 * (prepare.ts), so it hydrates at once; a page reached from the index loads them first.
 */
export function ReferenceEntryRoute() {
  const params = useParams();
  const group = groups.find((g) => g.id === params.group);
  // Kept with the group they belong to: the navigation moves between groups without remounting.
  const [arrived, setArrived] = useState<{ group: string; entries: ReferenceEntry[] } | null>(null);
  const ready = group ? loadedEntries(group.id) : null;
  const entries = ready ?? (arrived && arrived.group === group?.id ? arrived.entries : null);
  useEffect(() => {
    if (!group || entries) return;
    let live = true;
    void loadEntries(group.id).then((loaded) => live && setArrived({ group: group.id, entries: loaded }));
    return () => {
      live = false;
    };
  }, [group, entries]);
  if (!group) return <NotFound />;
  if (!entries) {
    return (
      <ReferenceFrame>
        <Center py="xl">
          <Spinner label="Memuat dokumentasi" />
        </Center>
      </ReferenceFrame>
    );
  }
  const entry = entries.find((e) => e.id === params.entry);
  return entry ? <ReferenceEntryPage group={group} entry={entry} groups={groups} /> : <NotFound />;
}
