import { Alert } from '@mantine/core';
import type { ErrorListProps } from '@rjsf/utils';

/** Rules about the whole form (e.g. "at least one text"): field errors are shown by their fields. */
export function FormErrors({ errors }: ErrorListProps) {
  const formLevel = errors.filter((e) => !e.property);
  if (formLevel.length === 0) return null;
  return (
    <Alert color="red" role="alert" mt="sm">
      {formLevel.map((e) => e.message).join(' ')}
    </Alert>
  );
}
