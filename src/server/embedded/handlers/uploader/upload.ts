import { extensionOf } from '../../../../catalog/media-types.ts';
import { declaredRefusal, declaredText, missingInput } from '../declared.ts';
import type { EntryHandler } from '../types.ts';

/**
 * Keeps the image in the store under the caller's account and answers the URL it is served at, on
 * the host the caller used. The answer comes once the image is durable: the URL outlives a restart.
 */
export const handler: EntryHandler = async ({ entry, files, client, account, store }) => {
  const image = files.image?.[0];
  if (!image) return missingInput(entry, 'image');
  const stored = await store.uploads.add(account.id, { type: image.type, data: image.data });
  if (!stored.ok) return declaredRefusal(entry, 'Ruang unggahan penuh');
  const ext = extensionOf(image.type) ?? 'bin';
  const url = `${client.origin}/api/uploads/${stored.id}.${ext}`;
  return { json: { status: true, url, message: declaredText(entry, 200) } };
};
