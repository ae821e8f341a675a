import type { EntryHandler } from '../types.ts';

/** Real answers of the devtools area, by catalog entry id. */
export const devtoolsHandlers: Record<string, EntryHandler> = {};
