import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Loaded } from './use-fetched.ts';

interface FetchedStateProps<T> {
  loaded: Loaded<T>;
  /** Asks again: offered as 'Coba lagi' under the server's message. */
  reload: () => void;
  /** What shows while it loads, e.g. 'Memuat log request…' (announced as a status). */
  loading: string;
  /** The failure's title, e.g. 'Log request tidak dapat dimuat'. */
  failed: string;
  /** The section's own content, once the answer is there. */
  children: (data: T) => ReactNode;
}

/**
 * A fetched section of the profile: a spinner and its words while it loads, the server's message
 * with 'Coba lagi' when it failed (a dropped connection need not mean reloading the page), else the
 * section itself.
 */
export function FetchedState<T>({ loaded, reload, loading, failed, children }: FetchedStateProps<T>) {
  if (loaded.state === 'loading')
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{loading}</Text>
      </Group>
    );
  if (loaded.state === 'failed')
    return (
      <Alert color="red" title={failed}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{loaded.message}</Text>
          <Button size="xs" variant="light" onClick={reload}>
            Coba lagi
          </Button>
        </Stack>
      </Alert>
    );
  return <>{children(loaded.data)}</>;
}
