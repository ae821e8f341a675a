import { groupWidgetNames, widgetNames } from './widget-names.generated.ts';

/**
 * The renderer kinds and widget names a catalog entry may name. The catalog meta-schema's enums
 * are built from these lists, so a typo in YAML fails `catalog:lint`. The widget names are the
 * folders of src/renderers/widgets (and group-widgets), listed by `npm run widgets`.
 */
export const rendererKinds = ['json', 'image', 'download', 'link', 'text', 'fields', 'table', 'widget'] as const;
export type RendererKind = (typeof rendererKinds)[number];

/** Custom answer views, each in src/renderers/widgets/<name>/. */
export { widgetNames };
export type WidgetName = (typeof widgetNames)[number];

/** Views that stand for a whole feature group (above its entries), each in src/renderers/group-widgets/<name>/. */
export { groupWidgetNames };
export type GroupWidgetName = (typeof groupWidgetNames)[number];
