/**
 * The renderer kinds and widget names a catalog entry may name. The catalog meta-schema's enums
 * are built from these lists, so a typo in YAML fails `catalog:lint`; every widget name has its
 * folder under src/renderers/widgets (checked by tests/unit/widgets-registry.test.ts).
 */
export const rendererKinds = ['json', 'image', 'download', 'link', 'text', 'fields', 'table', 'widget'] as const;
export type RendererKind = (typeof rendererKinds)[number];

/** Custom answer views, each in src/renderers/widgets/<name>/. */
export const widgetNames = [
  'upload-result',
  'weather-card',
  'quake-card',
  'ip-info',
  'jwt-decoded',
  'twofa-secret',
  'twofa-verify',
  'decoded-qr',
  'ocr-text',
  'random-picture',
  'prayer-schedule',
  'pddikti-results',
  'pddikti-detail',
] as const;
export type WidgetName = (typeof widgetNames)[number];

/** Views that stand for a whole feature group (above its entries), each in src/renderers/group-widgets/<name>/. */
export const groupWidgetNames = ['waifu'] as const;
export type GroupWidgetName = (typeof groupWidgetNames)[number];
