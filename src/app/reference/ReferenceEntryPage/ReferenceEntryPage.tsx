import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from '../../../router/index.ts';
import { usePageTitle } from '../../a11y/index.ts';
import { postmanGuide } from '../../../catalog/exporters/guide.ts';
import { REFERENCE_ROOT, referencePath, type ReferenceGroup } from '../../../catalog/reference.ts';
import { DocBlocksView } from '../../../panels/EntryDoc/DocBlocksView.tsx';
import { EntryBadges } from '../../../panels/EntryDoc/EntryBadges.tsx';
import { parameterTable } from '../parameter-table.ts';
import type { ReferenceEntry } from '../reference-entry.ts';
import { TryLink } from '../TryLink/index.ts';
import { ReferenceFrame } from '../ReferenceFrame.tsx';

export interface ReferenceEntryPageProps {
  group: Pick<ReferenceGroup, 'id' | 'label'>;
  entry: ReferenceEntry;
}

/**
 * `/docs/<group>/<id>`: one endpoint's documentation as the dashboard shows it (badges, path,
 * parameters with their limits, the Postman guide with its example answers and error messages),
 * unfolded, with 'Coba' and the Markdown twin.
 */
export function ReferenceEntryPage({ group, entry }: ReferenceEntryPageProps) {
  usePageTitle(entry.title);
  const parameters = useMemo(() => parameterTable(entry), [entry]);
  const guide = useMemo(() => postmanGuide(entry, { heading: false }), [entry]);
  return (
    <ReferenceFrame>
      <Stack gap="md">
        <Group component="nav" aria-label="Lokasi halaman" gap={6}>
          <Anchor component={Link} to={REFERENCE_ROOT} size="sm">
            Dokumentasi
          </Anchor>
          <Text span size="sm" aria-hidden>
            /
          </Text>
          <Text span size="sm">
            {group.label}
          </Text>
        </Group>
        <Title order={1}>{entry.title}</Title>
        <EntryBadges summary={entry} />
        <Text>{entry.summary}</Text>
        <Group gap="md">
          {entry.tryable ? <TryLink entry={entry} /> : <Badge variant="light" color="gray">Hanya dokumentasi</Badge>}
          <Anchor href={`${referencePath(entry)}.md`}>Versi Markdown</Anchor>
        </Group>
        <Title order={2}>Parameter</Title>
        {parameters ? <DocBlocksView blocks={[parameters]} /> : <Text size="sm">Tanpa parameter (selain apikey).</Text>}
        <Title order={2}>Panduan Postman</Title>
        <DocBlocksView blocks={guide} headingOffset={1} />
      </Stack>
    </ReferenceFrame>
  );
}
