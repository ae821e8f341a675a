import QRCode from 'qrcode';
import { mediaTypeByExtension } from '../../../../catalog/media-types.ts';
import type { EntryHandler } from '../types.ts';

type Level = 'L' | 'M' | 'Q' | 'H';

/** A real PNG, so the portal's QR decoder can read back what was made. Width is already clamped. */
export const handler: EntryHandler = async ({ inputs }) => {
  const body = await QRCode.toBuffer(String(inputs.url), {
    type: 'png',
    width: typeof inputs.width === 'number' ? inputs.width : 200,
    errorCorrectionLevel: (typeof inputs.ecl === 'string' ? inputs.ecl : 'M') as Level,
    color: {
      dark: typeof inputs.colorDark === 'string' ? inputs.colorDark : '#000000',
      light: typeof inputs.colorLight === 'string' ? inputs.colorLight : '#ffffff',
    },
  });
  return { body, contentType: mediaTypeByExtension.png };
};
