import { lazy, type ComponentType } from 'react';
import type { RendererKind } from '../catalog/renderer-kinds.ts';
import type { RendererProps } from './types.ts';

const JsonView = lazy(() => import('./JsonView/index.ts').then((m) => ({ default: m.JsonView })));

/** One renderer per kind a catalog entry may name; `link` answers open in a new tab instead. */
export const renderers = {
  json: JsonView,
  image: lazy(() => import('./ImageView/index.ts').then((m) => ({ default: m.ImageView }))),
  download: lazy(() => import('./DownloadView/index.ts').then((m) => ({ default: m.DownloadView }))),
  link: JsonView,
  widget: lazy(() => import('./WidgetView/index.ts').then((m) => ({ default: m.WidgetView }))),
} satisfies Record<RendererKind, ComponentType<RendererProps>>;
