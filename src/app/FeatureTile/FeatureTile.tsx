import { Badge, Card, Group, Text } from '@mantine/core';
import { Link } from '../../router/index.ts';
import type { GroupSummary } from '../../catalog/types.ts';
import { rememberTile } from '../a11y/index.ts';
import { GroupIcon } from '../GroupIcon/index.ts';

const statusBadge = { disabled: 'Disabled', 'coming-soon': 'Coming Soon' } as const;

/** One feature group; only active groups are links, the others are plain cards with a badge. */
export function FeatureTile({ group }: { group: GroupSummary }) {
  const body = (
    <>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Group wrap="nowrap" gap="sm">
          <GroupIcon name={group.icon} status={group.status} />
          <Text fw={600} fz="lg">
            {group.label}
          </Text>
        </Group>
        {group.status === 'active' ? null : (
          <Badge color={group.status === 'disabled' ? 'gray' : 'yellow'} variant="light">
            {statusBadge[group.status]}
          </Badge>
        )}
      </Group>
      {group.description ? (
        <Text size="sm" c="dimmed" mt="sm">
          {group.description}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed" mt="sm">
        {group.entryCount} endpoint
      </Text>
    </>
  );
  if (group.status !== 'active') {
    return (
      <Card withBorder radius="md" padding="md" opacity={0.6} aria-disabled="true" data-testid={`tile-${group.id}`}>
        {body}
      </Card>
    );
  }
  return (
    <Card
      component={Link}
      to={`/dashboard/${group.id}`}
      onClick={() => rememberTile(group.id)}
      withBorder
      radius="md"
      padding="md"
      shadow="xs"
      data-testid={`tile-${group.id}`}
      data-tile={group.id}
    >
      {body}
    </Card>
  );
}
