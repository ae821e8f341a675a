import IconHistory from '~icons/tabler/history';
import { Box, Button, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

// The drawer and its list arrive when 'Riwayat' is first opened: the first load carries the button only.
const HistoryDrawer = lazy(() => import('../HistoryDrawer/HistoryDrawer.tsx'));

/** The header's 'Riwayat' button. */
export function HistoryButton() {
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      {/* On a phone the label gives way to the icon; the name stays. */}
      <Button
        variant="default"
        leftSection={<IconHistory />}
        className="portal-compact-button"
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
        aria-haspopup="dialog"
        data-testid="history-button"
      >
        <Box component="span" visibleFrom="sm">
          Riwayat
        </Box>
        <VisuallyHidden hiddenFrom="sm">Riwayat</VisuallyHidden>
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <HistoryDrawer opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
