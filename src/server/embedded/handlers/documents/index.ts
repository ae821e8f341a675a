import { lazyHandler } from '../lazy.ts';
import type { HandlerRegistry } from '../types.ts';

/** Real answers of the document tools, by handler name. */
export const documentHandlers = {
  convert: lazyHandler(() => import('./convert.ts').then((m) => m.convert)),
  ocr: lazyHandler(() => import('./ocr.ts').then((m) => m.ocr)),
  'pdf-generator': lazyHandler(() => import('./pdf-generator.ts').then((m) => m.pdfGenerator)),
} satisfies HandlerRegistry;
