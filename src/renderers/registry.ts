import type { ComponentType } from 'react';
import type { RendererKind, WidgetName } from '../catalog/renderer-kinds.ts';
import { lazyView } from './lazy-view.ts';
import type { RendererProps } from './types.ts';
import { preloadWidget } from './widgets/index.ts';

const views = {
  json: lazyView(() => import('./JsonView/index.ts').then((m) => m.JsonView)),
  image: lazyView(() => import('./ImageView/index.ts').then((m) => m.ImageView)),
  download: lazyView(() => import('./DownloadView/index.ts').then((m) => m.DownloadView)),
  text: lazyView(() => import('./TextView/index.ts').then((m) => m.TextView)),
  fields: lazyView(() => import('./FieldsView/index.ts').then((m) => m.FieldsView)),
  table: lazyView(() => import('./TableView/index.ts').then((m) => m.TableView)),
  widget: lazyView(() => import('./WidgetView/index.ts').then((m) => m.WidgetView)),
};

/** One renderer per kind a catalog entry may name; `link` answers open in a new tab instead. */
export const renderers = {
  json: views.json.View,
  image: views.image.View,
  download: views.download.View,
  link: views.json.View,
  text: views.text.View,
  fields: views.fields.View,
  table: views.table.View,
  widget: views.widget.View,
} satisfies Record<RendererKind, ComponentType<RendererProps>>;

/**
 * Fetches the renderer (and widget) an entry will answer with while its form is being filled, so
 * the answer shows as soon as it arrives instead of after React's fallback delay.
 */
export function preloadRenderer(kind: RendererKind, widget?: WidgetName): void {
  void views[kind === 'link' ? 'json' : kind].preload().catch(() => undefined);
  if (widget) preloadWidget(widget);
}
