import { steps, type Step } from './filters.ts';

/**
 * The named styles as colour-grading presets, in the spirit of the photo-app filters they are
 * named after: each is a short list of the same steps the single filters use.
 */
const styles = {
  clarendon: [steps.contrast(0.2), steps.saturation(1.35), steps.channels([0.95, 1.02, 1.1])],
  gingham: [steps.brightness(0.05), steps.contrast(-0.15), steps.modulate({ hue: -10 }), steps.sepia(0.1)],
  moon: [steps.grayscale(), steps.contrast(0.1), steps.brightness(0.1)],
  nashville: [steps.sepia(0.2), steps.contrast(0.2), steps.brightness(0.05), steps.saturation(1.2), steps.channels([1.08, 0.96, 0.9])],
  lark: [steps.brightness(0.08), steps.saturation(0.9), steps.channels([0.96, 1.02, 1.06])],
  reyes: [steps.sepia(0.22), steps.brightness(0.1), steps.contrast(-0.15), steps.saturation(0.75)],
  juno: [steps.contrast(0.15), steps.saturation(1.8), steps.channels([1.06, 1.0, 0.9])],
} satisfies Record<string, Step[]>;

/** Every filter of the image-filter catalogue (spec §3), from its value and flip direction. */
export const filterCatalogue: Record<string, (value: number, direction: string) => Step[]> = {
  grayscale: () => [steps.grayscale()],
  sepia: () => [steps.sepia()],
  invert: () => [steps.invert()],
  brightness: (v) => [steps.brightness(v)],
  contrast: (v) => [steps.contrast(v)],
  saturate: (v) => [steps.saturation(1 + v / 100)],
  blur: (v) => [steps.blur(v)],
  posterize: (v) => [steps.posterize(v)],
  pixelate: (v) => [steps.pixelate(v)],
  rotate: (v) => [steps.rotate(v)],
  flip: (_v, direction) => [steps.flip(direction)],
  circle: () => [steps.circle()],
  ...Object.fromEntries(Object.entries(styles).map(([name, list]) => [name, () => list])),
};
