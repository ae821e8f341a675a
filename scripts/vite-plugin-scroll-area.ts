import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const theme = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'app', 'theme');
const shim = join(theme, 'merge-refs.ts');
const lazyScrollArea = join(theme, 'lazy-scroll-area.tsx');
const scrollArea = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/;
const tableScrollContainer = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]TableScrollContainer\.mjs$/;
const REAL_SCROLL_AREA = 'virtual:mantine-scroll-area';

/**
 * Mantine's ScrollArea (under every `Table.ScrollContainer`, even a native one) imports
 * @floating-ui/react for one ref-merging hook, and with it the whole positioning engine (about
 * 15 KB gzip). Its import resolves to src/app/theme/merge-refs.ts instead; every other importer
 * (popovers, tooltips) still gets the library. And `Table.ScrollContainer` imports ScrollArea itself
 * for its default type: it gets src/app/theme/lazy-scroll-area.tsx, which fetches the real one
 * (`virtual:mantine-scroll-area`) only when a container of that type renders.
 */
export function scrollAreaPlugin(): Plugin {
  return {
    name: 'portal-scroll-area',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source === REAL_SCROLL_AREA) {
        const core = await this.resolve('@mantine/core', importer, { skipSelf: true });
        return core ? join(dirname(core.id), 'components', 'ScrollArea', 'ScrollArea.mjs') : null;
      }
      if (!importer) return null;
      if (tableScrollContainer.test(importer) && /[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(source)) return lazyScrollArea;
      if (source !== '@floating-ui/react' || !scrollArea.test(importer)) return null;
      return shim;
    },
  };
}
