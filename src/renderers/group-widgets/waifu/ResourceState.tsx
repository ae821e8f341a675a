import { Button, Group, Loader, Text } from '@mantine/core';
import { AnswerError } from '../../parts/index.ts';
import type { Resource } from './use-resource.ts';

export interface ResourceStateProps<T> {
  resource: Resource<T>;
  /** Shown for a 404 when the API gave no message. */
  emptyText: string;
  onRetry: () => void;
  /** A loaded value that holds nothing to show (an empty list) reads as `emptyText` too. */
  isEmpty?: (value: T) => boolean;
  children: (value: T) => React.ReactNode;
}

/** Loading, empty (the API's 404), error with 'Coba lagi', or the content. */
export function ResourceState<T>({ resource, emptyText, onRetry, isEmpty, children }: ResourceStateProps<T>) {
  if (resource.phase === 'loading') {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">Memuat...</Text>
      </Group>
    );
  }
  if (resource.phase === 'empty' || (resource.phase === 'ready' && isEmpty?.(resource.value))) {
    return (
      <Text c="dimmed" data-empty>
        {(resource.phase === 'empty' && resource.message) || emptyText}
      </Text>
    );
  }
  if (resource.phase === 'error') {
    return (
      <AnswerError message={resource.message}>
        <Button size="xs" variant="light" color="red" mt="xs" onClick={onRetry}>
          Coba lagi
        </Button>
      </AnswerError>
    );
  }
  return <>{children(resource.value)}</>;
}
