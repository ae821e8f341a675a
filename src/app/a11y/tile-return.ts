import { useLayoutEffect } from 'react';

/** Where the grid was left: the tile chosen and how far the page was scrolled. */
interface ReturnPoint {
  tileId: string;
  scrollY: number;
}

let returnPoint: ReturnPoint | null = null;

/** Called as a tile is chosen: going back to the grid comes back here. */
export function rememberTile(tileId: string): void {
  returnPoint = { tileId, scrollY: window.scrollY };
}

/**
 * On the grid's return, scroll back to where it was left and focus the tile the user came from;
 * a fresh visit of the grid (no tile chosen yet) is left alone.
 */
export function useReturnToTile(): void {
  useLayoutEffect(() => {
    const point = returnPoint;
    returnPoint = null;
    if (!point) return;
    window.scrollTo({ top: point.scrollY, behavior: 'instant' });
    document.querySelector<HTMLElement>(`[data-tile="${CSS.escape(point.tileId)}"]`)?.focus({ preventScroll: true });
  }, []);
}
