import { darken, lighten, luminance } from '@mantine/core';

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * `color`, darkened on a light background or lightened on a dark one in small steps until it
 * reaches `min` against `background`: the palette keeps its hue, text stays readable.
 */
export function readableOn(color: string, background: string, min = MIN_CONTRAST): string {
  const towardsDark = luminance(background) > 0.18;
  let current = color;
  for (let step = 1; step <= 20 && contrast(current, background) < min; step += 1) {
    current = towardsDark ? darken(color, step * 0.05) : lighten(color, step * 0.05);
  }
  return current;
}
