import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
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
      {/* On a card, not on the backdrop: readable over any picture, in both schemes. */}
      <Paper withBorder px="md" py="sm" radius="md">
        <Text size="sm">
          <Anchor component={Link} to="/dashboard/resep" fw={600}>
            Resep
          </Anchor>
          : alur beberapa langkah, tiap langkah memakai jawaban langkah sebelumnya.
        </Text>
      </Paper>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {groups.map((group) => (
          <FeatureTile key={group.id} group={group} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
