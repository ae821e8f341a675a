/**
 * The renderer kinds and widget names a catalog entry may name. The catalog meta-schema's enums
 * are built from these lists and the renderer registry is typed against them, so a typo in YAML
 * fails `catalog:lint` and a missing renderer fails the typecheck.
 */
export const rendererKinds = ['json', 'image', 'download', 'link', 'widget'] as const;
export type RendererKind = (typeof rendererKinds)[number];

/** Custom answer views, each registered once in src/renderers/widgets. */
export const widgetNames = ['upload-result'] as const;
export type WidgetName = (typeof widgetNames)[number];
