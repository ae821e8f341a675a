import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { agentDocsFiles } from '../src/catalog/exporters/llms.ts';
import { catalogDir, loadCatalog } from '../src/catalog/loader.ts';

/** Emits `/llms.txt` and `/docs/<group>/<id>.md` into the build, from the catalog, for agents. */
export function agentDocsPlugin(): Plugin {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  return {
    name: 'portal-agent-docs',
    apply: 'build',
    generateBundle() {
      const { catalog } = loadCatalog(catalogDir(root));
      for (const [fileName, source] of agentDocsFiles(catalog)) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
