import { lazy, type ComponentType } from 'react';
import type { WidgetName } from '../../catalog/renderer-kinds.ts';
import type { RendererProps } from '../types.ts';

/** Every custom answer view, by the name a catalog entry gives in `response.widget`. */
export const widgets = {
  'upload-result': lazy(() => import('./UploadResult/index.ts').then((m) => ({ default: m.UploadResult }))),
} satisfies Record<WidgetName, ComponentType<RendererProps>>;
