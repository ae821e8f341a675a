import { DEFAULT_THEME, darken, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { readableOn } from './readable.ts';

const { colors } = DEFAULT_THEME;
/** The lightest and darkest surfaces text sits on: light cards over gray-0 fills, dark cards (dark-6). */
const lightSurface = colors.gray[0];
const darkSurface = colors.dark[6];
const white = '#ffffff';

type Variables = Record<string, string>;

/** Filled, outline, light and text variants of one colour, each readable where Mantine draws it. */
function colorVariables(name: string, shades: MantineColorsTuple): { light: Variables; dark: Variables } {
  // White labels on filled surfaces in both schemes.
  const filled = readableOn(shades[8], white);
  const darkText = readableOn(shades[4], darkSurface);
  // A light button's label sits on shade 1, and on shade 2 while hovered or pressed: readable on the
  // darker of the two holds in every state (Mantine's shade 9 on shade 2 is only 4:1 for blue).
  const lightLabel = readableOn(shades[9], shades[2]);
  // In the dark scheme the same label sits on shade 9 darkened by half, and by 0.3 while hovered.
  const darkLabel = readableOn(shades[0], darken(shades[9], 0.3));
  return {
    light: {
      [`--mantine-color-${name}-filled`]: filled,
      [`--mantine-color-${name}-filled-hover`]: darken(filled, 0.1),
      [`--mantine-color-${name}-outline`]: readableOn(shades[8], lightSurface),
      [`--mantine-color-${name}-text`]: readableOn(shades[8], lightSurface),
      [`--mantine-color-${name}-light-color`]: lightLabel,
    },
    dark: {
      [`--mantine-color-${name}-filled`]: filled,
      [`--mantine-color-${name}-filled-hover`]: darken(filled, 0.1),
      [`--mantine-color-${name}-outline`]: darkText,
      [`--mantine-color-${name}-text`]: darkText,
      [`--mantine-color-${name}-light-color`]: darkLabel,
    },
  };
}

/**
 * Mantine's variables with every text colour at WCAG AA (4.5:1) in both schemes: filled buttons
 * and badges with white labels, outline and light badges, links, dimmed and error text.
 */
export const readableVariables: CSSVariablesResolver = (theme) => {
  const light: Variables = {
    '--mantine-color-dimmed': readableOn(colors.gray[6], lightSurface),
    '--mantine-color-error': readableOn(colors.red[8], lightSurface),
    '--mantine-color-anchor': readableOn(colors[theme.primaryColor][8], lightSurface),
    '--mantine-color-placeholder': readableOn(colors.gray[5], lightSurface),
  };
  const dark: Variables = {
    '--mantine-color-dimmed': readableOn(colors.dark[2], darkSurface),
    '--mantine-color-error': readableOn(colors.red[5], darkSurface),
    '--mantine-color-anchor': readableOn(colors[theme.primaryColor][4], darkSurface),
    '--mantine-color-placeholder': readableOn(colors.dark[3], darkSurface),
  };
  for (const [name, shades] of Object.entries(colors)) {
    if (name === 'dark') continue;
    const variants = colorVariables(name, shades);
    Object.assign(light, variants.light);
    Object.assign(dark, variants.dark);
  }
  return { variables: {}, light, dark };
};
