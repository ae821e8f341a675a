import IconSearch from '~icons/tabler/search';
import { Box, Button, Text, VisuallyHidden } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';

// The search box, its index and data arrive on first use; the first load carries only this button.
const loadSpotlight = () => import('../SearchSpotlight.tsx');
const SearchSpotlight = lazy(loadSpotlight);
// Fetched as soon as a hand moves towards it (pointer on the button, focus, the Ctrl/⌘ of Ctrl+K),
// so the box is there by the time the shortcut completes.
const warmUp = () => void loadSpotlight().catch(() => undefined);

const onMac = () => /Mac|iPhone|iPad/.test(navigator.platform);
const noChanges = () => () => undefined;

export interface SearchButtonProps {
  /** Where a chosen endpoint opens: its form in the dashboard (default) or its reference page. */
  area?: 'dashboard' | 'docs';
}

/** The header's 'Cari endpoint' button; Ctrl+K / ⌘K opens the same search from anywhere. */
export function SearchButton({ area = 'dashboard' }: SearchButtonProps) {
  // A prerendered page names Ctrl+K; a Mac's hydration then says ⌘K instead of failing to match.
  const isMac = useSyncExternalStore(noChanges, onMac, () => false);
  const [openCount, setOpenCount] = useState(0);
  const open = () => setOpenCount((n) => n + 1);
  // Also from inside a form field: the shortcut must work wherever the focus is.
  useHotkeys([['mod+K', open]], []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Control' || event.key === 'Meta') warmUp();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      {/* One button at every width: on a phone its label gives way to the icon, its name stays. */}
      <Button
        variant="default"
        leftSection={<IconSearch />}
        className="portal-compact-button"
        onClick={open}
        onPointerEnter={warmUp}
        onFocus={warmUp}
        aria-haspopup="dialog"
        aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
        rightSection={
          <Text span size="xs" c="dimmed" aria-hidden visibleFrom="md">
            {isMac ? '⌘K' : 'Ctrl+K'}
          </Text>
        }
        data-testid="search-button"
      >
        <Box component="span" visibleFrom="sm">
          Cari endpoint
        </Box>
        <VisuallyHidden hiddenFrom="sm">Cari endpoint</VisuallyHidden>
      </Button>
      {openCount > 0 ? (
        <Suspense fallback={null}>
          <SearchSpotlight openCount={openCount} area={area} />
        </Suspense>
      ) : null}
    </>
  );
}
