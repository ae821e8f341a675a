import { lazy } from 'react';

/**
 * What Mantine's `Table.ScrollContainer` gets as its ScrollArea (scripts/vite-plugin-scroll-area.ts):
 * the real one, fetched the first time a container of `type="scrollarea"` renders. The portal's
 * tables scroll natively (`type="native"`, src/panels/a11y/ScrollingTable.tsx), so every page with a
 * table (a deep link's documentation blocks) no longer carries ScrollArea and its scrollbars.
 */
export const ScrollArea = lazy(() => import('virtual:mantine-scroll-area').then((m) => ({ default: m.ScrollArea })));
