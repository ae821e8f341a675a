import type { EntryHandler } from '../types.ts';

/** Real answers of the waifu area, by catalog entry id. */
export const waifuHandlers: Record<string, EntryHandler> = {};
