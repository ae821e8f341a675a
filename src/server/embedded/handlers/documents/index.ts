import { lazyHandler } from '../lazy.ts';
import type { EntryHandler } from '../types.ts';

/** Real answers of the document tools, by catalog entry id. */
export const documentHandlers: Record<string, EntryHandler> = {
  convert: lazyHandler(() => import('./convert.ts').then((m) => m.convert)),
  ocr: lazyHandler(() => import('./ocr.ts').then((m) => m.ocr)),
  'pdf-generator': lazyHandler(() => import('./pdf-generator.ts').then((m) => m.pdfGenerator)),
};
