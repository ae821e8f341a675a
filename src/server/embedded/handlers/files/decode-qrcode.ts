import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { EntryHandler } from '../types.ts';

const failed = 'Gagal mendekode gambar QR.';

/** RGBA pixels of a PNG, or null for anything pngjs cannot read (the only decoder we carry). */
function pixels(data: Buffer): { data: Uint8ClampedArray; width: number; height: number } | null {
  try {
    const png = PNG.sync.read(data);
    return { data: new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), width: png.width, height: png.height };
  } catch {
    return null;
  }
}

/** Reads the QR code in an uploaded PNG with jsQR; an image without one answers the spec's fallback. */
export const decodeQrcode: EntryHandler = async ({ files }) => {
  const image = files.image?.[0];
  if (!image) return { status: 400, json: { status: false, message: 'Silakan pilih gambar QR Code terlebih dahulu.' } };
  const decoded = pixels(image.data);
  const code = decoded ? jsQR(decoded.data, decoded.width, decoded.height) : null;
  if (!code || !code.data) return { status: 400, json: { status: false, message: failed } };
  return { json: { result: code.data, message: 'QR code berhasil didekode.' } };
};
