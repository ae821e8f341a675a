import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { GroupWidgetName } from '../../catalog/renderer-kinds.ts';
import type { GroupWidgetProps } from './types.ts';

type GroupWidgetModule = { default: ComponentType<GroupWidgetProps> };

/**
 * Views that stand for a whole feature group, found by folder: `group-widgets/<name>/index.ts`
 * default-exports the component a `_group.yaml` names with `widget: <name>`. Each one is its own
 * lazy chunk.
 */
const modules = import.meta.glob<GroupWidgetModule>('./*/index.ts');

export const groupWidgets: Partial<Record<GroupWidgetName, LazyExoticComponent<ComponentType<GroupWidgetProps>>>> = Object.fromEntries(
  Object.entries(modules).map(([path, load]) => [path.split('/')[1], lazy(load)]),
);

export type { GroupWidgetProps } from './types.ts';
