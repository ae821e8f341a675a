import { lazyHandler } from '../lazy.ts';
import type { HandlerRegistry } from '../types.ts';

/** Real answers of the image makers, by handler name (iqc is 3rd Party: it keeps its example). */
export const makerHandlers = {
  brat: lazyHandler(() => import('./brat.ts').then((m) => m.brat)),
  couple: lazyHandler(() => import('./couple.ts').then((m) => m.couple)),
  idviral1: lazyHandler(() => import('./idviral1.ts').then((m) => m.idviral1)),
  qc: lazyHandler(() => import('./qc.ts').then((m) => m.qc)),
  randomfilter: lazyHandler(() => import('./randomfilter.ts').then((m) => m.randomfilter)),
  smeme: lazyHandler(() => import('./smeme.ts').then((m) => m.smeme)),
} satisfies HandlerRegistry;
