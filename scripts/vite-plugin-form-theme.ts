import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const plainMarkdown = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'form-theme', 'plain-markdown.tsx');

/**
 * The 'Coba' form's build: RJSF's imports of markdown-to-jsx (a full markdown parser, a third of
 * the form's chunk) resolve to src/form-theme/plain-markdown.tsx. Only imports from @rjsf are
 * redirected; anything else importing markdown-to-jsx gets the library.
 */
export function formThemePlugin(): Plugin {
  return {
    name: 'portal-form-theme',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'markdown-to-jsx/react' && importer && /[\\/]@rjsf[\\/]/.test(importer)) return plainMarkdown;
      return null;
    },
  };
}
