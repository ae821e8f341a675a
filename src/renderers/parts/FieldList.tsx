import { Group, SimpleGrid, Text } from '@mantine/core';
import { useId } from 'react';
import type { CopyButtonSpec } from '../../catalog/answer-views.ts';
import { CopyTextButton } from './CopyTextButton.tsx';

export interface Field {
  label: string;
  /** The value as it reads. */
  text: string;
  /** A copy button beside the value. */
  copy?: CopyButtonSpec;
}

/** Labelled values as a description list, two columns on wider screens; each value is named by its label. */
export function FieldList({ fields }: { fields: Field[] }) {
  const id = useId();
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6} m={0}>
      {fields.map((field, index) => (
        <div key={field.label}>
          <Text component="dt" size="xs" c="dimmed" id={`${id}-${index}`}>
            {field.label}
          </Text>
          <Group component="dd" gap="xs" m={0} wrap="nowrap">
            <Text fw={500} aria-labelledby={`${id}-${index}`} style={{ wordBreak: 'break-word' }}>
              {field.text}
            </Text>
            {field.copy ? <CopyTextButton value={field.text} label={field.copy.label} toast={field.copy.copied} /> : null}
          </Group>
        </div>
      ))}
    </SimpleGrid>
  );
}
