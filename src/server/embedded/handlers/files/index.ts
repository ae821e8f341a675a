import type { EntryHandler } from '../types.ts';

/** Real answers of the files area, by catalog entry id. */
export const filesHandlers: Record<string, EntryHandler> = {};
