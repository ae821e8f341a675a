import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '../../../router/index.ts';
import { usePageTitle } from '../../a11y/index.ts';
import { TagNote } from '../../TagNote/index.ts';
import { referencePath, referenceTexts, type ReferenceGroup } from '../../../catalog/reference.ts';
import { EntryBadges } from '../../../panels/EntryDoc/EntryBadges.tsx';
import { ReferenceFrame } from '../ReferenceFrame.tsx';
import { DownloadLinks } from '../ReferenceNav/index.ts';

/** `/docs`: every published group with its endpoints, each linking to its reference page. */
export function ReferenceIndexPage({ groups }: { groups: ReferenceGroup[] }) {
  usePageTitle(referenceTexts.indexTitle);
  const total = groups.reduce((n, g) => n + g.entries.length, 0);
  return (
    <ReferenceFrame>
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>{referenceTexts.indexTitle}</Title>
          <Text>
            {total} endpoint dalam {groups.length} grup, terbuka tanpa akun: method, path, parameter dengan tipe dan batasnya, pesan
            kesalahan, contoh jawaban, dan panduan Postman. Masuk untuk mencobanya langsung dengan API Key Anda.
          </Text>
          <TagNote />
          <DownloadLinks headingId="unduhan" />
        </Stack>
        {groups.map((group) => (
          <Stack component="section" gap="sm" key={group.id} aria-labelledby={`grup-${group.id}`}>
            <Title order={2} id={`grup-${group.id}`}>
              {group.title}
            </Title>
            {group.description ? <Text c="dimmed">{group.description}</Text> : null}
            <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
              {group.entries.map((entry) => (
                <Stack component="li" gap={4} key={entry.id}>
                  <Anchor component={Link} to={referencePath(entry)} fw={600}>
                    {entry.title}
                  </Anchor>
                  <EntryBadges summary={entry} />
                  <Text size="sm">{entry.summary}</Text>
                </Stack>
              ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </ReferenceFrame>
  );
}
