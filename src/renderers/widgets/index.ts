import type { ComponentType, LazyExoticComponent } from 'react';
import type { WidgetName } from '../../catalog/renderer-kinds.ts';
import { lazyView, type LazyView } from '../lazy-view.ts';
import type { RendererProps } from '../types.ts';

type WidgetModule = { default: ComponentType<RendererProps> };

/**
 * Every custom answer view, found by folder: `widgets/<name>/index.ts` default-exports the
 * component a catalog entry names with `response.widget: <name>`. Each one is its own lazy chunk,
 * so adding a widget never touches this file. tests/unit/renderers/widgets/registry.test.ts checks that every
 * name the catalog uses has its folder.
 */
const modules = import.meta.glob<WidgetModule>('./*/index.ts');

const views: Partial<Record<string, LazyView<RendererProps>>> = Object.fromEntries(
  Object.entries(modules).map(([path, load]) => [path.split('/')[1], lazyView(() => load().then((m) => m.default))]),
);

export const widgets: Partial<Record<WidgetName, LazyExoticComponent<ComponentType<RendererProps>>>> = Object.fromEntries(
  Object.entries(views).flatMap(([name, view]) => (view ? [[name, view.View]] : [])),
);

/** Fetches a widget's chunk ahead of the answer it will show. */
export function preloadWidget(name: WidgetName): void {
  void views[name]?.preload().catch(() => undefined);
}
