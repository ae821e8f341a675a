import { Center, Loader } from '@mantine/core';
import { Suspense, type ComponentType } from 'react';

/** A lazily loaded page with a small spinner while its chunk arrives; the frame around it stays. */
export function Deferred({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" aria-label="Memuat halaman" />
        </Center>
      }
    >
      <Page />
    </Suspense>
  );
}
