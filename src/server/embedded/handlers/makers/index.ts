import type { EntryHandler } from '../types.ts';
import { brat } from './brat.ts';
import { couple } from './couple.ts';
import { idviral1 } from './idviral1.ts';
import { qc } from './qc.ts';
import { randomfilter } from './randomfilter.ts';
import { smeme } from './smeme.ts';

/** Real answers of the image makers, by catalog entry id (iqc is 3rd Party: it keeps its example). */
export const makerHandlers: Record<string, EntryHandler> = { brat, couple, idviral1, qc, randomfilter, smeme };
