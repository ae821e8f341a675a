import { Stack } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';

/** How long after an answer appears the region follows its growth (an image decoded, a block fetched). */
const followMs = 2_000;

/** What tells that the reader moved the page themselves: the region no longer follows. */
const readerMoves = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Where an answer (or a failure) appears: a polite live region, so a screen reader reads the new
 * content, brought into view from its top when it changes (status line first, then the answer), so a
 * result below the fold is not missed. At the end of a page the region may not reach the top at
 * first: it is brought up again as the answer grows, until the reader moves the page.
 */
export function ResultRegion({ phase, children }: { phase: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const region = ref.current;
    if (phase === 'idle' || phase === 'loading' || !region) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const bringUp = () => region.scrollIntoView?.({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    bringUp();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const box = region.getBoundingClientRect();
      if (box.top > 1 && box.bottom > window.innerHeight) bringUp();
    });
    const stop = () => observer.disconnect();
    observer.observe(region);
    const timer = setTimeout(stop, followMs);
    for (const event of readerMoves) window.addEventListener(event, stop, { passive: true, once: true });
    return () => {
      stop();
      clearTimeout(timer);
      for (const event of readerMoves) window.removeEventListener(event, stop);
    };
  }, [phase]);
  return (
    <Stack ref={ref} gap="sm" aria-live="polite" data-result-region={phase}>
      {children}
    </Stack>
  );
}
