import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '../../router/index.ts';
import { groups } from 'virtual:portal-tiles';
import { usePageTitle, useReturnToTile } from '../a11y/index.ts';
import { FeatureTile } from '../FeatureTile/index.ts';
import { TagNote } from '../TagNote/index.ts';

/** The dashboard's index: every catalog group in catalog order. */
export function FeatureGrid() {
  usePageTitle('Dashboard');
  useReturnToTile();
  return (
    <Stack gap="md">
      <TagNote />
      <Text size="sm">
        <Anchor component={Link} to="/dashboard/resep">
          Resep
        </Anchor>
        : alur beberapa langkah, tiap langkah memakai jawaban langkah sebelumnya.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {groups.map((group) => (
          <FeatureTile key={group.id} group={group} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
