import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

// The drawer and its list arrive when 'Riwayat' is first opened: the first load carries the button only.
const HistoryDrawer = lazy(() => import('../HistoryDrawer/HistoryDrawer.tsx'));

/** The header's 'Riwayat' button. */
export function HistoryButton() {
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="default"
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
        aria-haspopup="dialog"
        data-testid="history-button"
      >
        Riwayat
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <HistoryDrawer opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
