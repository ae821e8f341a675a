import { Alert, Center } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Loaded } from '../PlansPage/use-answer.ts';
import { Spinner } from '../../ui/Spinner.tsx';

/** A panel's answer: a spinner while it loads, the server's words when it fails, else the panel. */
export function Loading<T>({ loaded, label, children }: { loaded: Loaded<T>; label: string; children: (data: T) => ReactNode }) {
  if (loaded.state === 'loading')
    return (
      <Center py="lg">
        <Spinner label={label} />
      </Center>
    );
  if (loaded.state === 'failed') return <Alert color="red">{loaded.message}</Alert>;
  return <>{children(loaded.data)}</>;
}
