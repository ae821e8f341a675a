import { Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

interface ScrollTableProps {
  /** Names the scrolling region for screen readers. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  caption: string;
  columns: string[];
  /** A last column of buttons, named for screen readers only. */
  actions?: string;
  testId?: string;
  highlightOnHover?: boolean;
  /** The rows. */
  children: ReactNode;
}

/**
 * A table of figures that may be wider than a phone: it scrolls sideways inside a region that takes
 * keyboard focus (arrow keys scroll it) and is named for screen readers. The caption is shown below
 * the region, where it wraps to the screen's width: inside, it would be centred on the whole table
 * and cut off on a phone. Screen readers still read it as the table's caption.
 */
export function ScrollTable({ label, minWidth, caption, columns, actions, testId, highlightOnHover, children }: ScrollTableProps) {
  return (
    <Stack gap={6}>
      <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%', position: 'relative' }}>
        <div style={{ minWidth }}>
          <Table striped withTableBorder highlightOnHover={highlightOnHover} data-testid={testId}>
            <Table.Caption m={0}>
              <VisuallyHidden>{caption}</VisuallyHidden>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ))}
                {actions ? (
                  // Positioned: the hidden label stays inside the scroller instead of widening the page.
                  <Table.Th scope="col" pos="relative">
                    <VisuallyHidden>{actions}</VisuallyHidden>
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{children}</Table.Tbody>
          </Table>
        </div>
      </div>
      <Text size="sm" c="dimmed" ta="center" aria-hidden>
        {caption}
      </Text>
    </Stack>
  );
}
