import type { EntryHandler } from '../types.ts';
import { details, done } from './_answers.ts';
import { characters } from './_characters.ts';

/** Any character of the list. */
export const handler: EntryHandler = async (ctx) => done(ctx, details(characters[Math.floor(Math.random() * characters.length)]));
