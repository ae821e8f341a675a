import type { EntryHandler } from '../types.ts';

/** Real answers of the webhook area, by catalog entry id. */
export const webhookHandlers: Record<string, EntryHandler> = {};
