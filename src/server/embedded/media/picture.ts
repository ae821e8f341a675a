import sharp, { type Sharp } from 'sharp';

// One request at a time per libvips call and no operation cache: memory stays bounded per request.
sharp.cache(false);
sharp.concurrency(1);

/** The largest picture decoded at all (a 5 MB PNG can claim 30000² pixels): 4096² pixels. */
export const maxInputPixels = 4096 * 4096;
/** Work is done on at most this many pixels per side, which keeps each maker well under 2 s. */
export const workSide = 1200;

/** A decoded picture: RGBA bytes, 4 per pixel. */
export interface Picture {
  data: Buffer;
  width: number;
  height: number;
}

/** Raised for bytes that are no picture sharp can read, or one too large to decode. */
export class UnreadableImage extends Error {}

/**
 * Decodes PNG, JPG, WEBP or GIF (first frame), turned upright by its EXIF orientation and brought
 * within `maxSide` per side. The header is read before any pixel, so a decompression bomb is
 * refused by its declared size.
 */
export async function decodePicture(bytes: Buffer | undefined, maxSide = workSide): Promise<Picture> {
  if (!bytes || bytes.length === 0) throw new UnreadableImage('empty');
  try {
    const meta = await sharp(bytes, { limitInputPixels: maxInputPixels }).metadata();
    if (!meta.width || !meta.height || meta.width * meta.height > maxInputPixels) throw new UnreadableImage('size');
    const { data, info } = await sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw error instanceof UnreadableImage ? error : new UnreadableImage(String(error));
  }
}

/** A sharp pipeline reading a picture's raw pixels. */
export function fromPicture(picture: Picture): Sharp {
  return sharp(picture.data, { raw: { width: picture.width, height: picture.height, channels: 4 } });
}

/** Runs a pipeline back to raw RGBA pixels (so steps can be chained in the order asked). */
export async function toPicture(pipeline: Sharp): Promise<Picture> {
  const { data, info } = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export function pngOf(pipeline: Sharp): Promise<Buffer> {
  return pipeline.png({ compressionLevel: 6 }).toBuffer();
}

/** An SVG drawing as a PNG. */
export function renderSvg(svg: string): Promise<Buffer> {
  return pngOf(sharp(Buffer.from(svg), { limitInputPixels: maxInputPixels }));
}
