import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface FieldHeadingProps {
  htmlFor: string;
  title: ReactNode;
  required?: boolean;
  description?: string;
}

/** A custom field's label (with the required mark the theme's inputs show) and its hint. */
export function FieldHeading({ htmlFor, title, required, description }: FieldHeadingProps) {
  return (
    <>
      <Text component="label" htmlFor={htmlFor} fw={500} size="sm">
        {title}
        {required ? (
          <Text span c="red" aria-hidden>
            {' *'}
          </Text>
        ) : null}
      </Text>
      {description ? (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      ) : null}
    </>
  );
}
