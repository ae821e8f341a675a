import { Center } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import type { LazyView } from '../../renderers/lazy-view.ts';
import { Spinner } from '../../ui/Spinner.tsx';

const spinner = (
  <Center py="xl">
    <Spinner label="Memuat halaman" />
  </Center>
);

/**
 * A lazily loaded page with a small spinner while its chunk arrives; the frame around it stays.
 * The page is rendered only once its chunk is here, so it never suspends: React holds back content
 * that replaces a Suspense fallback for up to 300 ms, a plain state change shows it at once.
 */
export function Deferred({ page }: { page: LazyView<object> }) {
  const [ready, setReady] = useState(page.isLoaded);
  useEffect(() => {
    let live = true;
    // A failed load renders the page anyway: its own import then fails the way React reports it.
    if (!ready) void page.preload().finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [page, ready]);
  if (!ready) return spinner;
  return (
    <Suspense fallback={spinner}>
      <page.View />
    </Suspense>
  );
}
