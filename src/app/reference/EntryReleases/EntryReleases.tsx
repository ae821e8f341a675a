import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { kindLabels } from '../../../catalog/changes/kinds.ts';
import { releaseDate, releaseLink, type EntryRelease } from '../../../catalog/changes/changes-view.ts';
import { ChangeMessage } from '../ChangesPage/ChangeMessage.tsx';

const kindColors = { breaking: 'red', 'non-breaking': 'teal', documentation: 'gray' } as const;

/** 'Berubah di versi X' on an entry's page: the last releases that changed it, each linking to its place in the changelog. */
export function EntryReleases({ releases }: { releases: EntryRelease[] }) {
  if (releases.length === 0) return null;
  return (
    <Stack component="section" gap="xs" aria-label="Perubahan endpoint ini" data-testid="entry-releases">
      {releases.map((release) => (
        <Stack gap={4} key={release.version}>
          <Title order={2} size="h5">
            <Anchor href={releaseLink(release.version)} inherit>
              Berubah di versi {release.version}
            </Anchor>{' '}
            <Text span size="sm" c="dimmed" fw={400}>
              ({releaseDate(release.date)})
            </Text>
          </Title>
          <Stack component="ul" gap={4} m={0} pl="md">
            {release.changes.map((change, i) => (
              <li key={i}>
                <Group gap={6} wrap="wrap" component="span" display="inline-flex">
                  <Badge size="xs" variant="light" color={kindColors[change.kind]}>
                    {kindLabels[change.kind]}
                  </Badge>
                  <Text span size="sm">
                    <ChangeMessage message={change.message} />
                  </Text>
                </Group>
              </li>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
