import { Badge, Group, Text } from '@mantine/core';
import type { SuccessAnswer } from '../types.ts';

/**
 * Says that an answer is the embedded API's stored example (which one, by name), so it is not
 * mistaken for a result computed from the inputs; a computed answer shows nothing.
 */
export function ExampleBadge({ answer }: { answer: SuccessAnswer }) {
  if (!answer.example) return null;
  return (
    <Group gap={6} mb="xs" data-testid="example-badge">
      <Badge size="sm" variant="light" color="gray">
        Jawaban contoh
      </Badge>
      <Text size="xs" c="dimmed">
        {answer.example}
      </Text>
    </Group>
  );
}
