import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { catalogDir, loadCatalog } from '../src/catalog/loader.ts';
import { searchDocuments } from '../src/search/search-documents.ts';

const SEARCH = 'virtual:portal-search';

/**
 * The search data as its own module: imported lazily, it becomes a chunk fetched when the search
 * is first opened, so the first load does not carry it. The catalog plugin reports catalog problems.
 */
export function searchPlugin(): Plugin {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  return {
    name: 'portal-search',
    resolveId: (id) => (id === SEARCH ? `\0${SEARCH}` : null),
    load(id) {
      if (id !== `\0${SEARCH}`) return null;
      const { catalog, files } = loadCatalog(catalogDir(root));
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(searchDocuments(catalog))};`;
    },
  };
}
