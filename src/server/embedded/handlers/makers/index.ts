import { lazyHandler } from '../lazy.ts';
import type { EntryHandler } from '../types.ts';

/** Real answers of the image makers, by catalog entry id (iqc is 3rd Party: it keeps its example). */
export const makerHandlers: Record<string, EntryHandler> = {
  brat: lazyHandler(() => import('./brat.ts').then((m) => m.brat)),
  couple: lazyHandler(() => import('./couple.ts').then((m) => m.couple)),
  idviral1: lazyHandler(() => import('./idviral1.ts').then((m) => m.idviral1)),
  qc: lazyHandler(() => import('./qc.ts').then((m) => m.qc)),
  randomfilter: lazyHandler(() => import('./randomfilter.ts').then((m) => m.randomfilter)),
  smeme: lazyHandler(() => import('./smeme.ts').then((m) => m.smeme)),
};
