import type { EntryHandler } from './types.ts';

const extensions: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };

/** Keeps the image in memory and answers the URL it is served at, on the host the caller used. */
export const upload: EntryHandler = async ({ files, request, uploads }) => {
  const image = files.image?.[0];
  if (!image) return { status: 400, json: { status: false, message: 'Silakan pilih gambar terlebih dahulu.' } };
  const id = uploads.put({ type: image.type, data: image.data });
  const ext = extensions[image.type] ?? 'bin';
  const url = `${request.protocol}://${request.host}/api/uploads/${id}.${ext}`;
  return { json: { status: true, url, message: 'Gambar berhasil diunggah.' } };
};
