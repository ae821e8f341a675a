import { Button, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';

// The search box, its index and data arrive on first use; the first load carries only this button.
const SearchSpotlight = lazy(() => import('../SearchSpotlight.tsx'));

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The header's 'Cari endpoint' button; Ctrl+K / ⌘K opens the same search from anywhere. */
export function SearchButton() {
  const [openCount, setOpenCount] = useState(0);
  const open = () => setOpenCount((n) => n + 1);
  // Also from inside a form field: the shortcut must work wherever the focus is.
  useHotkeys([['mod+K', open]], []);
  return (
    <>
      <Button
        variant="default"
        onClick={open}
        aria-haspopup="dialog"
        aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
        rightSection={
          <Text span size="xs" c="dimmed" aria-hidden>
            {isMac ? '⌘K' : 'Ctrl+K'}
          </Text>
        }
        data-testid="search-button"
      >
        Cari endpoint
      </Button>
      {openCount > 0 ? (
        <Suspense fallback={null}>
          <SearchSpotlight openCount={openCount} />
        </Suspense>
      ) : null}
    </>
  );
}
