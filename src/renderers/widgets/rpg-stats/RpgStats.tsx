import { Card, Text, Title } from '@mantine/core';
import { answerRecord, asRecord, displayValue, InvalidAnswer } from '../../parts/index.ts';
import { useId } from 'react';
import type { RendererProps } from '../../types.ts';

/** The RPG's live statistics: the total number of players (`stats.totalUsers`). */
export function RpgStats({ entry, answer }: RendererProps) {
  const id = useId();
  const totalUsers = asRecord(answerRecord(answer)?.stats)?.totalUsers;
  if (typeof totalUsers !== 'number') return <InvalidAnswer message={entry.error} />;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={`${id}-0`} data-widget="rpg-stats">
      <Title order={4} id={`${id}-0`}>
        Statistik RPG
      </Title>
      <Text size="sm" c="dimmed" mt="xs" id={`${id}-1`}>
        Total pengguna
      </Text>
      <Text fz={28} fw={700} aria-labelledby={`${id}-1`}>
        {displayValue(totalUsers)}
      </Text>
    </Card>
  );
}
