import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { WidgetName } from '../../catalog/renderer-kinds.ts';
import type { RendererProps } from '../types.ts';

type WidgetModule = { default: ComponentType<RendererProps> };

/**
 * Every custom answer view, found by folder: `widgets/<name>/index.ts` default-exports the
 * component a catalog entry names with `response.widget: <name>`. Each one is its own lazy chunk,
 * so adding a widget never touches this file. tests/unit/widgets-registry.test.ts checks that every
 * name the catalog may use has its folder.
 */
const modules = import.meta.glob<WidgetModule>('./*/index.ts');

export const widgets: Partial<Record<WidgetName, LazyExoticComponent<ComponentType<RendererProps>>>> = Object.fromEntries(
  Object.entries(modules).map(([path, load]) => [path.split('/')[1], lazy(load)]),
);
