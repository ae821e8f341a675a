import type { HandlerRegistry } from '../types.ts';
import { decodeQrcode } from './decode-qrcode.ts';
import { lazyHandler } from '../lazy.ts';

/** Real answers of the files area, by handler name. */
export const filesHandlers = {
  'decode-qrcode': decodeQrcode,
  'favicon-generator': lazyHandler(() => import('./favicon-generator.ts').then((m) => m.faviconGenerator)),
  'gif-generator': lazyHandler(() => import('./gif-generator.ts').then((m) => m.gifGenerator)),
} satisfies HandlerRegistry;
