import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import type { Resource } from './use-resource.ts';

export interface ResourceStateProps<T> {
  resource: Resource<T>;
  /** Shown for a 404 when the API gave no message. */
  emptyText: string;
  onRetry: () => void;
  children: (value: T) => React.ReactNode;
}

/** Loading, empty (the API's 404), error with 'Coba lagi', or the content. */
export function ResourceState<T>({ resource, emptyText, onRetry, children }: ResourceStateProps<T>) {
  if (resource.phase === 'loading') {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">Memuat...</Text>
      </Group>
    );
  }
  if (resource.phase === 'empty') {
    return (
      <Text c="dimmed" data-empty>
        {resource.message || emptyText}
      </Text>
    );
  }
  if (resource.phase === 'error') {
    return (
      <Alert color="red" title="Gagal memuat">
        <Text size="sm">{resource.message}</Text>
        <Button size="xs" variant="light" color="red" mt="xs" onClick={onRetry}>
          Coba lagi
        </Button>
      </Alert>
    );
  }
  return <>{children(resource.value)}</>;
}
