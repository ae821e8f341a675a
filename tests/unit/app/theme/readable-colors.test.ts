import { DEFAULT_THEME, darken } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrast, readableOn, readableVariables } from '../../../../src/app/theme/index.ts';

const { colors } = DEFAULT_THEME;
const { light, dark } = readableVariables(DEFAULT_THEME);
const names = Object.keys(colors).filter((n) => n !== 'dark');

describe('warna tema memenuhi kontras WCAG AA (4.5:1)', () => {
  it.each(names)('%s: label putih di atas filled (tombol, badge GET/POST) dalam kedua skema', (name) => {
    expect(contrast(light[`--mantine-color-${name}-filled`], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dark[`--mantine-color-${name}-filled`], '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it.each(names)('%s: badge outline (Internal / 3rd Party) dan teks berwarna terbaca di kartu terang dan gelap', (name) => {
    for (const surface of ['#ffffff', colors.gray[0]]) {
      expect(contrast(light[`--mantine-color-${name}-outline`], surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(light[`--mantine-color-${name}-text`], surface)).toBeGreaterThanOrEqual(4.5);
    }
    for (const surface of [colors.dark[7], colors.dark[6]]) {
      expect(contrast(dark[`--mantine-color-${name}-outline`], surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(dark[`--mantine-color-${name}-text`], surface)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(names)('%s: varian light (tombol Unduh) terbaca dalam setiap keadaan, terang dan gelap', (name) => {
    // Resting on shade 1, hovered or pressed on shade 2 (light); shade 9 darkened by 0.5 and 0.3 (dark).
    for (const surface of [colors[name][1], colors[name][2]]) {
      expect(contrast(light[`--mantine-color-${name}-light-color`], surface)).toBeGreaterThanOrEqual(4.5);
    }
    for (const surface of [darken(colors[name][9], 0.5), darken(colors[name][9], 0.3)]) {
      expect(contrast(dark[`--mantine-color-${name}-light-color`], surface)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('teks redup, teks galat dan tautan terbaca dalam kedua skema', () => {
    for (const key of ['dimmed', 'error', 'anchor']) {
      expect(contrast(light[`--mantine-color-${key}`], colors.gray[0])).toBeGreaterThanOrEqual(4.5);
      expect(contrast(dark[`--mantine-color-${key}`], colors.dark[6])).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('warna yang sudah cukup kontras dibiarkan, yang kurang digelapkan atau dicerahkan seperlunya', () => {
    expect(readableOn('#000000', '#ffffff')).toBe('#000000');
    expect(contrast(readableOn(colors.green[6], '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(readableOn(colors.violet[4], colors.dark[6]), colors.dark[6])).toBeGreaterThanOrEqual(4.5);
  });
});
