import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'app', 'theme', 'merge-refs.ts');
const scrollArea = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/;

/**
 * Mantine's ScrollArea (under every `Table.ScrollContainer`, even a native one) imports
 * @floating-ui/react for one ref-merging hook, and with it the whole positioning engine (about
 * 15 KB gzip). Its import resolves to src/app/theme/merge-refs.ts instead; every other importer
 * (popovers, tooltips) still gets the library.
 */
export function scrollAreaPlugin(): Plugin {
  return {
    name: 'portal-scroll-area',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@floating-ui/react' || !importer || !scrollArea.test(importer)) return null;
      return shim;
    },
  };
}
