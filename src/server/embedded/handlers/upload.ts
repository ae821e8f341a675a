import { extensionOf } from '../../../catalog/media-types.ts';
import { declaredText, missingInput } from './declared.ts';
import type { EntryHandler } from './types.ts';

/** Keeps the image in memory and answers the URL it is served at, on the host the caller used. */
export const upload: EntryHandler = async ({ entry, files, request, uploads }) => {
  const image = files.image?.[0];
  if (!image) return missingInput(entry, 'image');
  const id = uploads.put({ type: image.type, data: image.data });
  const ext = extensionOf(image.type) ?? 'bin';
  const url = `${request.protocol}://${request.host}/api/uploads/${id}.${ext}`;
  return { json: { status: true, url, message: declaredText(entry, 200) } };
};
