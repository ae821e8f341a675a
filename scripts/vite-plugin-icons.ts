import { transform } from '@svgr/core';
import Icons from 'unplugin-icons/vite';
import type { PluginOption } from 'vite';

/**
 * The portal's icons: Tabler's drawings from the Iconify set (`@iconify-json/tabler`, one JSON
 * file of 3 MB, where `@tabler/icons-react` put 92 MB in node_modules), compiled at build time into
 * one small React component per icon imported (`import IconMoon from '~icons/tabler/moon'`).
 * Nothing is fetched: a name missing from the set fails the build.
 *
 * Every icon is decoration beside a name (`aria-hidden`), 18 px like the header row's buttons (a
 * use may pass its own `width` and `height`), in the portal's lighter stroke: Iconify writes
 * Tabler's 2 on each path, where a stroke set on the `<svg>` would not reach, so the compiler sets
 * it before SVGR turns the drawing into JSX (as unplugin-icons' own `jsx` compiler does, less the
 * `ref` and `title` no icon here needs: src/ui/icons.d.ts says what a component takes).
 */
export function iconsPlugin(): PluginOption {
  return Icons({
    autoInstall: false,
    iconCustomizer(_collection, _icon, props) {
      props.width = '18';
      props.height = '18';
      props['aria-hidden'] = 'true';
    },
    compiler: {
      extension: 'jsx',
      compiler: (svg, collection, icon) =>
        transform(svg.replaceAll('stroke-width="2"', 'stroke-width="1.75"'), { plugins: ['@svgr/plugin-jsx'] }, { componentName: `Icon_${collection}_${icon.replaceAll('-', '_')}` }),
    },
  });
}
