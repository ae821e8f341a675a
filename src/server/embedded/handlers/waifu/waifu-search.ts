import type { EntryHandler } from '../types.ts';
import { details, done, refused, text } from './_answers.ts';
import { searchCharacter } from './_characters.ts';

/** The character whose name matches, or the entry's 'Waifu tidak ada'. */
export const handler: EntryHandler = async (ctx) => {
  const character = searchCharacter(text(ctx, 'nama'));
  return character ? done(ctx, details(character)) : refused(ctx, 'notFound');
};
