import type { EntryHandler } from '../types.ts';
import { done, store } from './_answers.ts';

/** The most claimed characters first. */
export const handler: EntryHandler = async (ctx) => done(ctx, await store(ctx).ranking());
