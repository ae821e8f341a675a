import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrast, readableOn, readableVariables } from '../../../src/app/theme/index.ts';

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

  it.each(names)('%s: varian light (teks di atas latar pucat) terbaca', (name) => {
    expect(contrast(light[`--mantine-color-${name}-light-color`], colors[name][1])).toBeGreaterThanOrEqual(4.5);
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
