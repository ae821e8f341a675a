import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** What main.tsx imports first: Mantine's base styles (build) or all of Mantine's styles (dev). */
export const MANTINE_BASE_CSS = 'virtual:mantine-base-css';

/** Packages whose components ship one stylesheet for the whole package. */
const PACKAGE_STYLES = ['notifications', 'dropzone', 'dates'] as const;

/** `.../@mantine/<package>/esm/.../<Name>.module.mjs`: the class-name map a Mantine component styles itself with. */
const CLASSES_MODULE = /[\\/]node_modules[\\/]@mantine[\\/]([a-z-]+)[\\/]esm[\\/](?:.*[\\/])?([A-Za-z]+)\.module\.mjs$/;

/**
 * Mantine CSS per component. Every Mantine component reads its class names from a
 * `<Name>.module.mjs`; this plugin makes that module import the matching stylesheet
 * (`@mantine/core/styles/<Name>.css`, or the package's `styles.css` for dates, dropzone and
 * notifications). The stylesheet thus travels with the component: only components the bundle
 * really contains bring CSS, a lazy chunk carries the CSS of the components it adds, and a widget
 * that starts using another Mantine component gets its styles without anyone listing them.
 * In dev (modules pre-bundled by Vite) the whole stylesheets are loaded instead.
 */
export function mantineCssPlugin(): Plugin {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const mantineDir = join(root, 'node_modules', '@mantine');
  let serving = false;

  const stylesheetFor = (pkg: string, name: string): string | null => {
    if (pkg === 'core') {
      return existsSync(join(mantineDir, 'core', 'styles', `${name}.css`)) ? `@mantine/core/styles/${name}.css` : null;
    }
    return (PACKAGE_STYLES as readonly string[]).includes(pkg) ? `@mantine/${pkg}/styles.css` : null;
  };

  return {
    name: 'portal-mantine-css',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    // Hook filters keep the bundler from calling into JavaScript for the thousands of other modules.
    resolveId: {
      filter: { id: new RegExp(`^${MANTINE_BASE_CSS}$`) },
      handler: (id) => (id === MANTINE_BASE_CSS ? `\0${MANTINE_BASE_CSS}` : null),
    },
    load: {
      filter: { id: new RegExp(`^\0${MANTINE_BASE_CSS}$`) },
      handler(id) {
        if (id !== `\0${MANTINE_BASE_CSS}`) return null;
        const sheets = serving
          ? ['@mantine/core/styles.css', ...PACKAGE_STYLES.map((pkg) => `@mantine/${pkg}/styles.css`)]
          : // No default-css-variables.css: MantineProvider (deduplicateCssVariables off) writes them all at run time.
            ['@mantine/core/styles/baseline.css', '@mantine/core/styles/global.css'];
        return sheets.map((sheet) => `import ${JSON.stringify(sheet)};`).join('\n');
      },
    },
    transform: {
      filter: { id: /\.module\.mjs$/ },
      handler(code, id) {
        if (serving) return null;
        const match = CLASSES_MODULE.exec(id.split('?')[0] ?? id);
        if (!match) return null;
        const sheet = stylesheetFor(match[1] ?? '', match[2] ?? '');
        if (!sheet) return null;
        return { code: `import ${JSON.stringify(sheet)};\n${code}`, map: null };
      },
    },
  };
}
