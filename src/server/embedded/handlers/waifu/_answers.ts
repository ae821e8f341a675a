import type { Answer } from '../../answer.ts';
import { declaredRefusal, declaredText } from '../declared.ts';
import type { HandlerContext } from '../types.ts';
import type { Character } from './_characters.ts';
import { waifuGame, type Outcome, type Refusal } from './_game.ts';

/* What every waifu handler answers with: the game's state in the store, the entry's own messages. */

export const store = (ctx: HandlerContext) => waifuGame(ctx.store.waifu, ctx.account.id);
export const text = (ctx: HandlerContext, name: string) => String(ctx.inputs[name] ?? '');

/** Each refusal is answered as the entry's example of that name says (status and message). */
const refusalExamples: Record<Refusal, string> = {
  notFound: 'Waifu tidak ada',
  noClaims: 'Belum ada klaim',
  noMarriage: 'Belum menikah',
  alreadyClaimed: 'Sudah diklaim',
  notClaimed: 'Belum diklaim',
  marryNeedsClaim: 'Belum diklaim',
  alreadyMarriedToThis: 'Sudah menikah',
  releaseMarried: 'Waifu yang sudah dinikahi',
  notMarriedToThis: 'Bukan waifu yang dinikahi',
  tooManyClaims: 'Batas klaim',
};

export const refused = (ctx: HandlerContext, refusal: Refusal): Answer => declaredRefusal(ctx.entry, refusalExamples[refusal]);

/** A success answers the entry's own success message. */
export const done = (ctx: HandlerContext, data: unknown): Answer => ({ json: { status: true, message: declaredText(ctx.entry, 200), data } });

export function outcome(ctx: HandlerContext, result: Outcome): Answer {
  if (result.ok) return { json: { status: true, message: result.message } };
  return 'refusal' in result ? refused(ctx, result.refusal) : { status: result.status, json: { status: false, message: result.message } };
}

/** Spec §3 waifu: character_details (nama, anime, waifuid) and the images list. */
export function details(character: Character) {
  const { nama, anime, waifuid, images } = character;
  return { character_details: { nama, anime, waifuid }, images };
}
