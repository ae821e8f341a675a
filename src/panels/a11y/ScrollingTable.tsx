import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that keeps its columns on a narrow screen and scrolls sideways inside its card instead
 * of being cut off. The scroller takes keyboard focus (arrow keys scroll it) and is named after
 * the table.
 */
export function ScrollingTable({ label, minWidth = 560, children }: { label: string; minWidth?: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="group" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  );
}
