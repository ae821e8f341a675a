import type { ReactNode } from 'react';

/**
 * A table that may be wider than a phone scrolls sideways inside this region; the region takes
 * keyboard focus (arrow keys scroll it) and is named for screen readers.
 */
export function ScrollRegion({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%', position: 'relative' }}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
