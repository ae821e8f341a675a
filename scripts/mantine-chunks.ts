/**
 * The Mantine code only lazily loaded pages and forms use, as chunks (vite.config.ts): one `ui`
 * chunk they share, and apart from it the families only some of them need, so a deep link to a
 * form with a text input does not carry the number input, the dropdowns or the dialogs.
 */
interface Family {
  /** `@mantine/core` component folders (their stylesheets, `styles/<Name>*.css`, go with them). */
  components?: string[];
  hooks?: string[];
  utils?: string[];
  /** Other packages, by name. */
  packages?: string[];
}

const families: Record<string, Family> = {
  // Numbers: NumberInput and react-number-format (src/form-theme fetches it for a form with a number).
  'ui-number': { components: ['NumberInput'], packages: ['react-number-format'] },
  // Choices with their dropdown, and the slider (the select and range widgets).
  'ui-choice': { components: ['Combobox', 'Select', 'MultiSelect', 'Pill', 'PillsInput', 'Slider', 'Popover'], hooks: ['use-move', 'use-drag', 'use-long-press'], utils: ['Floating'] },
  // The autosizing text area: the forms with a long text (their TextareaWidget) and the plans page.
  'ui-textarea': { components: ['Textarea'] },
  // The password field of the sign-in, sign-up and profile pages (never a 'Coba' form).
  'ui-account': { components: ['PasswordInput'] },
  // Inputs and views of a few pages or forms only: checkboxes, search marks, tabs, progress, the webhook test's avatar.
  'ui-more': { components: ['Checkbox', 'Radio', 'Highlight', 'Mark', 'Progress', 'Tabs', 'CopyButton', 'Avatar'] },
  // The profile's usage switch (a segmented control and its sliding indicator): no 'Coba' form draws one.
  'ui-usage': { components: ['SegmentedControl', 'FloatingIndicator'] },
  // The drop area's busy cover, fetched with the file fields.
  'ui-cover': { components: ['LoadingOverlay', 'Overlay'] },
  // Dialogs and drawers ('Riwayat', search) with their scroll lock and positioning.
  'ui-overlay': {
    components: ['Modal', 'ModalBase', 'Drawer', 'ScrollArea'],
    packages: ['@floating-ui', 'react-remove-scroll', 'react-remove-scroll-bar', 'use-sidecar', 'react-style-singleton'],
  },
};

const sep = '[\\\\/]';
const any = (names: string[] = []) => (names.length > 0 ? names.join('|') : '(?!)');

function familyTest({ components, hooks, utils, packages }: Family): RegExp {
  const alternatives = [
    `@mantine${sep}core${sep}esm${sep}components${sep}(?:${any(components)})${sep}`,
    `@mantine${sep}core${sep}styles${sep}(?:${any(components)})[A-Za-z]*\\.css$`,
    `@mantine${sep}hooks${sep}esm${sep}(?:${any(hooks)})${sep}`,
    `@mantine${sep}core${sep}esm${sep}utils${sep}(?:${any(utils)})${sep}`,
    `(?:${any(packages?.map((p) => p.replace('/', sep)))})${sep}`,
  ];
  return new RegExp(`node_modules${sep}(?:${alternatives.join('|')})`);
}

const mantine = new RegExp(`node_modules${sep}@mantine${sep}(?:core|hooks)${sep}`);
const familyTests = Object.values(families).map(familyTest);

/**
 * Code-splitting groups: `ui` is captured first (priority 20, under the first load's 30), so what
 * a family shares with the rest stays in `ui`; each family then takes what only it uses.
 */
export const mantineChunkGroups = [
  { name: 'ui', test: (id: string) => mantine.test(id) && !familyTests.some((t) => t.test(id)), priority: 20 },
  ...Object.entries(families).map(([name, family]) => ({ name, test: familyTest(family), priority: 10 })),
];
