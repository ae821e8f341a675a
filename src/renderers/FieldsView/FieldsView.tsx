import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { readValue } from '../../engine/index.ts';
import { answerRecord, InvalidAnswer } from '../parts/index.ts';
import type { RendererProps } from '../types.ts';

/**
 * `kind: fields`: labelled values read from the answer (label → JSON path), as a titled card;
 * each value is named by its label for screen readers. An answer with none of them is invalid.
 */
export function FieldsView({ entry, answer }: RendererProps) {
  const id = useId();
  const spec = entry.response.fields;
  const body = answerRecord(answer);
  const values = spec ? Object.entries(spec.items).map(([label, ref]) => ({ label, ...readValue(body, ref) })) : [];
  if (!spec || !values.some((v) => v.present)) return <InvalidAnswer message={entry.error} />;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id} data-renderer="fields">
      <Title order={4} id={id} mb="sm">
        {spec.title}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6} m={0}>
        {values.map((value, index) => (
          <div key={value.label}>
            <Text component="dt" size="xs" c="dimmed" id={`${id}-${index}`}>
              {value.label}
            </Text>
            <Text component="dd" fw={500} m={0} aria-labelledby={`${id}-${index}`}>
              {value.text}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}
