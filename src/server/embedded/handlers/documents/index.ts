import type { EntryHandler } from '../types.ts';
import { convert } from './convert.ts';
import { ocr } from './ocr.ts';
import { pdfGenerator } from './pdf-generator.ts';

/** Real answers of the document tools, by catalog entry id. */
export const documentHandlers: Record<string, EntryHandler> = { convert, ocr, 'pdf-generator': pdfGenerator };
