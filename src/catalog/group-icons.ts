/**
 * The icons a group may name in `_group.yaml`: the catalog's meta-schema takes its enum from this
 * list (a typo fails `catalog:lint`), and the portal maps each name to its drawing
 * (src/app/GroupIcon), typed so a name without a drawing fails the type check.
 */
export const groupIconNames = [
  'activity',
  'bell',
  'book',
  'clock',
  'cloud',
  'code',
  'download',
  'heart',
  'moon',
  'palette',
  'photo',
  'puzzle',
  'quote',
  'school',
  'shield',
  'sword',
  'tool',
  'upload',
] as const;

export type GroupIconName = (typeof groupIconNames)[number];
