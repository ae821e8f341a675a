// Written by `npm run widgets` from the folders of src/renderers/widgets and src/renderers/group-widgets; do not edit.
export const widgetNames = ['jwt-decoded', 'twofa-verify'] as const;
export const groupWidgetNames = ['waifu'] as const;
