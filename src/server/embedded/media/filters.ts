import { fromPicture, toPicture, type Picture } from './picture.ts';

/** One step of a filter: raw pixels in, raw pixels out, so steps run in the order written. */
export type Step = (picture: Picture) => Promise<Picture>;

type Matrix = [[number, number, number], [number, number, number], [number, number, number]];
const sepiaMatrix: Matrix = [
  [0.393, 0.769, 0.189],
  [0.349, 0.686, 0.168],
  [0.272, 0.534, 0.131],
];

const lumaRow: [number, number, number] = [0.2126, 0.7152, 0.0722];

/** Changes each RGB byte through a 256-entry table (posterize, and any curve). */
function lut(table: (v: number) => number): Step {
  const map = Uint8Array.from({ length: 256 }, (_, v) => Math.max(0, Math.min(255, Math.round(table(v)))));
  return async (p) => {
    const data = Buffer.from(p.data);
    for (let i = 0; i < data.length; i += 4) {
      data[i] = map[data[i]];
      data[i + 1] = map[data[i + 1]];
      data[i + 2] = map[data[i + 2]];
    }
    return { ...p, data };
  };
}

export const steps = {
  /** Rec. 709 luma in all three channels (the picture stays RGB, so R = G = B). */
  grayscale: (): Step => async (p) => toPicture(fromPicture(p).recomb([lumaRow, lumaRow, lumaRow])),
  /** `amount` 0..1 blends the classic sepia matrix with the picture. */
  sepia:
    (amount = 1): Step =>
    async (p) => {
      const m = sepiaMatrix.map((row, r) => row.map((v, c) => amount * v + (r === c ? 1 - amount : 0))) as Matrix;
      return toPicture(fromPicture(p).recomb(m));
    },
  invert: (): Step => async (p) => toPicture(fromPicture(p).negate({ alpha: false })),
  /** -1 (black) .. 0 (unchanged) .. 1 (white). */
  brightness:
    (value: number): Step =>
    async (p) =>
      toPicture(value >= 0 ? fromPicture(p).linear([1 - value, 1 - value, 1 - value, 1], [255 * value, 255 * value, 255 * value, 0]) : fromPicture(p).linear([1 + value, 1 + value, 1 + value, 1], [0, 0, 0, 0])),
  /** -1 (flat grey) .. 0 .. 1 (hard): slope (1+v)/(1-v) around mid-grey. */
  contrast: (value: number): Step => {
    const v = Math.max(-1, Math.min(0.99, value));
    const a = (1 + v) / (1 - v);
    return async (p) => toPicture(fromPicture(p).linear([a, a, a, 1], [127.5 * (1 - a), 127.5 * (1 - a), 127.5 * (1 - a), 0]));
  },
  /** Percent more saturation (0 unchanged, 100 doubled); below 1 as a factor for the styles. */
  saturation:
    (factor: number): Step =>
    async (p) =>
      toPicture(fromPicture(p).modulate({ saturation: factor })),
  modulate:
    (options: { brightness?: number; saturation?: number; hue?: number }): Step =>
    async (p) =>
      toPicture(fromPicture(p).modulate(options)),
  /** Per-channel gain: a colour cast (warm above 1 on red, cool on blue). */
  channels:
    (gain: [number, number, number]): Step =>
    async (p) =>
      toPicture(fromPicture(p).linear([...gain, 1], [0, 0, 0, 0])),
  blur:
    (value: number): Step =>
    async (p) =>
      toPicture(fromPicture(p).blur(Math.max(0.3, value / 2))),
  posterize: (levels: number): Step => {
    const n = Math.max(2, Math.min(256, Math.round(levels)));
    return lut((v) => (Math.round((v * (n - 1)) / 255) * 255) / (n - 1));
  },
  /** Blocks of `size` pixels: down with an average, back up with nearest neighbour. */
  pixelate:
    (size: number): Step =>
    async (p) => {
      const block = Math.max(1, Math.round(size));
      const small = await toPicture(fromPicture(p).resize(Math.max(1, Math.round(p.width / block)), Math.max(1, Math.round(p.height / block)), { fit: 'fill' }));
      return toPicture(fromPicture(small).resize(p.width, p.height, { fit: 'fill', kernel: 'nearest' }));
    },
  rotate:
    (degrees: number): Step =>
    async (p) =>
      // A turn of 1e9 degrees is the turn of its remainder; libvips refuses angles that large.
      toPicture(fromPicture(p).rotate(degrees % 360, { background: { r: 0, g: 0, b: 0, alpha: 0 } })),
  flip:
    (direction: string): Step =>
    async (p) =>
      toPicture(direction === 'vertical' ? fromPicture(p).flip() : fromPicture(p).flop()),
  /** The centre square, cut out as a circle on transparency. */
  circle: (): Step => async (p) => {
    const side = Math.min(p.width, p.height);
    const mask = Buffer.from(`<svg width="${side}" height="${side}"><circle cx="${side / 2}" cy="${side / 2}" r="${side / 2}"/></svg>`);
    const square = await toPicture(fromPicture(p).resize(side, side, { fit: 'cover' }));
    return toPicture(fromPicture(square).composite([{ input: mask, blend: 'dest-in' }]));
  },
};

export async function runSteps(picture: Picture, list: Step[]): Promise<Picture> {
  let current = picture;
  for (const step of list) current = await step(current);
  return current;
}
