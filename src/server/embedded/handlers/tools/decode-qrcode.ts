import { serverMessages } from '../../../common/index.ts';
import { PoolBusy, runHeavy } from '../../../workers/index.ts';
import { tooManyPixels } from '../../image-limits.ts';
import { declaredText, entryFailure, missingInput } from '../declared.ts';
import type { EntryHandler } from '../types.ts';

/**
 * Reads the QR code in an uploaded PNG with jsQR, in the worker pool; the picture's size is read
 * from its header first. An image without a code answers the spec's fallback.
 */
export const handler: EntryHandler = async ({ entry, files }) => {
  const image = files.image?.[0];
  if (!image) return missingInput(entry, 'image');
  if (tooManyPixels(image.data)) return { status: 400, json: { status: false, message: serverMessages.imageTooManyPixels } };
  try {
    const result = await runHeavy('decodeQr', image.data);
    if (!result) return entryFailure(entry);
    return { json: { result, message: declaredText(entry, 200) } };
  } catch (error) {
    if (error instanceof PoolBusy) return { status: 503, json: { status: false, message: serverMessages.busy } };
    return entryFailure(entry);
  }
};
