import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const formTheme = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'form-theme');
/** Libraries RJSF imports, and the small module of src/form-theme the form gets instead. */
const replaced: Record<string, string> = {
  'markdown-to-jsx/react': join(formTheme, 'plain-markdown.tsx'),
  'fast-uri': join(formTheme, 'uri-resolver.ts'),
  'fast-equals': join(formTheme, 'deep-equals.ts'),
};

/** RJSF's default registry's imports, and the modules of src/form-theme that fetch the rarely drawn parts lazily. */
const registry: Record<string, string> = {
  './components/fields/index.js': join(formTheme, 'default-fields.ts'),
  './components/widgets/index.js': join(formTheme, 'default-widgets.ts'),
};
const defaultRegistry = /[\\/]@rjsf[\\/]core[\\/]lib[\\/]getDefaultRegistry\.js$/;

/**
 * The 'Coba' form's build: RJSF's imports of markdown-to-jsx (a full markdown parser, a third of
 * the form's chunk), fast-uri (a full URI library, for `$ref` resolution) and fast-equals (a deep
 * comparison with a handler for every built-in type) resolve to small modules of src/form-theme. Only imports from @rjsf are redirected; anything else importing
 * them (ajv's runtime imports fast-uri) gets the library. RJSF's default fields and widgets come
 * from src/form-theme too: lists, alternatives, dates and the widgets the theme replaces are
 * fetched by the first form that draws one, not carried by every form.
 */
export function formThemePlugin(): Plugin {
  return {
    name: 'portal-form-theme',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && defaultRegistry.test(importer) && Object.hasOwn(registry, source)) return registry[source];
      if (!Object.hasOwn(replaced, source) || !importer || !/[\\/]@rjsf[\\/]/.test(importer)) return null;
      return replaced[source];
    },
  };
}
