import { SimpleGrid, Stack } from '@mantine/core';
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
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {groups.map((group) => (
          <FeatureTile key={group.id} group={group} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
