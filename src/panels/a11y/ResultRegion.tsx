import { Stack } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Where an answer (or a failure) appears: a polite live region, so a screen reader reads the new
 * content, brought into view from its top when it changes (status line first, then the answer), so a
 * result below the fold is not missed.
 */
export function ResultRegion({ phase, children }: { phase: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (phase === 'idle' || phase === 'loading') return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView?.({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
  }, [phase]);
  return (
    <Stack ref={ref} gap="sm" aria-live="polite" data-result-region={phase}>
      {children}
    </Stack>
  );
}
