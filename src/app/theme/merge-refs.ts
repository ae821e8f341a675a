import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * What Mantine's ScrollArea takes from @floating-ui/react: one hook that merges refs. The build
 * gives ScrollArea this one (scripts/vite-plugin-scroll-area.ts), built on Mantine's own
 * `useMergedRef`, so a page with a table (every documentation block has one) no longer carries
 * floating-ui's positioning engine; the dropdowns and tooltips that need it still get the library.
 */
export function useMergeRefs<T>(refs: (Ref<T> | undefined)[]) {
  return useMergedRef<T>(...refs);
}
