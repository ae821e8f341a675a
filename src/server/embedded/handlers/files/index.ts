import type { EntryHandler } from '../types.ts';
import { decodeQrcode } from './decode-qrcode.ts';
import { faviconGenerator } from './favicon-generator.ts';
import { gifGenerator } from './gif-generator.ts';

/** Real answers of the files area, by catalog entry id. */
export const filesHandlers: Record<string, EntryHandler> = {
  'decode-qrcode': decodeQrcode,
  'favicon-generator': faviconGenerator,
  'gif-generator': gifGenerator,
};
