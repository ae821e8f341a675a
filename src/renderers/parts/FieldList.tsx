import { SimpleGrid, Text } from '@mantine/core';
import { displayValue } from './answer-json.ts';

export interface Field {
  label: string;
  value: unknown;
  /** Appended to a present value, e.g. '°C'. */
  unit?: string;
}

/** Labelled values as a description list, two columns on wider screens. */
export function FieldList({ fields }: { fields: Field[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6} m={0}>
      {fields.map((field) => (
        <div key={field.label}>
          <Text component="dt" size="xs" c="dimmed">
            {field.label}
          </Text>
          <Text component="dd" fw={500} m={0}>
            {displayValue(field.value)}
            {field.unit && field.value !== undefined && field.value !== null && field.value !== '' ? field.unit : ''}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
