/**
 * A small animated-GIF writer: frames of RGBA pixels, all the same size, mapped onto the 216
 * web-safe colours and LZW-compressed (as omggif does it). Enough for the embedded API to turn
 * the uploaded pictures into a GIF that every viewer plays.
 */

export interface GifFrame {
  width: number;
  height: number;
  /** RGBA, 4 bytes per pixel. */
  rgba: Uint8Array;
}

export interface GifOptions {
  /** Time each frame stays, in milliseconds (GIF counts hundredths of a second). */
  delayMs: number;
  /** 0 loops forever; n plays the animation n more times. */
  repeat: number;
}

const steps = 6;
const level = (v: number) => Math.round((v / 255) * (steps - 1));

/** The 216 web-safe colours, padded to 256 entries (the table size must be a power of two). */
function palette(): Buffer {
  const table = Buffer.alloc(256 * 3);
  for (let i = 0; i < steps ** 3; i++) {
    table[i * 3] = Math.floor(i / 36) * 51;
    table[i * 3 + 1] = (Math.floor(i / 6) % 6) * 51;
    table[i * 3 + 2] = (i % 6) * 51;
  }
  return table;
}

/** Palette indices of a frame; transparent pixels become white. */
function indices(frame: GifFrame): Uint8Array {
  const out = new Uint8Array(frame.width * frame.height);
  for (let p = 0; p < out.length; p++) {
    const a = frame.rgba[p * 4 + 3] / 255;
    const mix = (v: number) => v * a + 255 * (1 - a);
    out[p] = level(mix(frame.rgba[p * 4])) * 36 + level(mix(frame.rgba[p * 4 + 1])) * 6 + level(mix(frame.rgba[p * 4 + 2]));
  }
  return out;
}

/** LZW with an 8-bit minimum code size, cut into sub-blocks of at most 255 bytes. */
function lzw(pixels: Uint8Array): Buffer {
  const minCodeSize = 8;
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  const bytes: number[] = [];
  let acc = 0;
  let bits = 0;
  let codeSize = minCodeSize + 1;
  const write = (code: number) => {
    acc |= code << bits;
    bits += codeSize;
    while (bits >= 8) {
      bytes.push(acc & 0xff);
      acc >>>= 8;
      bits -= 8;
    }
  };
  let table = new Map<number, number>();
  let next = end + 1;
  write(clear);
  let prefix = pixels[0];
  for (let i = 1; i < pixels.length; i++) {
    const key = (prefix << 8) | pixels[i];
    const known = table.get(key);
    if (known !== undefined) {
      prefix = known;
      continue;
    }
    write(prefix);
    if (next === 4096) {
      write(clear);
      table = new Map();
      next = end + 1;
      codeSize = minCodeSize + 1;
    } else {
      if (next >= 1 << codeSize) codeSize++;
      table.set(key, next++);
    }
    prefix = pixels[i];
  }
  write(prefix);
  write(end);
  if (bits > 0) bytes.push(acc & 0xff);
  const blocks: number[] = [minCodeSize];
  for (let i = 0; i < bytes.length; i += 255) {
    const chunk = bytes.slice(i, i + 255);
    blocks.push(chunk.length, ...chunk);
  }
  blocks.push(0);
  return Buffer.from(blocks);
}

const u16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];

export function encodeGif(frames: GifFrame[], options: GifOptions): Buffer {
  const { width, height } = frames[0];
  const delay = Math.round(options.delayMs / 10);
  const parts: Buffer[] = [
    Buffer.from('GIF89a', 'ascii'),
    // Logical screen with a global table of 256 colours (size bits 7 → 2^(7+1)).
    Buffer.from([...u16(width), ...u16(height), 0b1111_0111, 0, 0]),
    palette(),
    Buffer.from([0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0', 'ascii'), 0x03, 0x01, ...u16(options.repeat), 0x00]),
  ];
  for (const frame of frames) {
    parts.push(Buffer.from([0x21, 0xf9, 0x04, 0x00, ...u16(delay), 0x00, 0x00]));
    parts.push(Buffer.from([0x2c, 0, 0, 0, 0, ...u16(width), ...u16(height), 0]));
    parts.push(lzw(indices(frame)));
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}
