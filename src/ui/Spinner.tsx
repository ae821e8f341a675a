import { Loader, type MantineSize } from '@mantine/core';

export interface SpinnerProps {
  /** What is loading, read out by screen readers ('Memuat formulir'). */
  label: string;
  size?: MantineSize;
}

/**
 * A labelled spinner. Mantine's `Loader` is a bare `<span>`, and ARIA forbids a label on an
 * element without a role (axe: `aria-prohibited-attr`), so it is a progress bar: screen readers
 * hear the label as a busy progress bar.
 */
export function Spinner({ label, size = 'sm' }: SpinnerProps) {
  return <Loader size={size} role="progressbar" aria-label={label} />;
}
