import { Anchor, Group, Text } from '@mantine/core';
import { Link } from '../../router/index.ts';
import { REFERENCE_ROOT } from '../../catalog/reference.ts';

/** Where a reference page sits: 'Dokumentasi / <here>', its first step a link back to the reference's start. */
export function PageTrail({ here }: { here: string }) {
  return (
    <Group component="nav" aria-label="Lokasi halaman" gap={6}>
      <Anchor component={Link} to={REFERENCE_ROOT} size="sm">
        Dokumentasi
      </Anchor>
      <Text span size="sm" aria-hidden>
        /
      </Text>
      <Text span size="sm">
        {here}
      </Text>
    </Group>
  );
}
