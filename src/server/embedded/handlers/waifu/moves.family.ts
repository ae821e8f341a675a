import type { EntryHandler, HandlerFamily } from '../types.ts';
import { outcome, store, text } from './_answers.ts';

/** The moves of the game on one player's waifu. */
type Move = 'claim' | 'unclaim' | 'marry' | 'unmarry';
const moves: readonly Move[] = ['claim', 'unclaim', 'marry', 'unmarry'];

/** The game's answer to the move, in the entry's words; claiming also keeps the picture the player chose. */
function play(move: Move): EntryHandler {
  return async (ctx) => {
    const game = store(ctx);
    const [userId, waifuid] = [text(ctx, 'userId'), text(ctx, 'waifuid')];
    return outcome(ctx, await (move === 'claim' ? game.claim(userId, waifuid, text(ctx, 'imgurl')) : game[move](userId, waifuid)));
  };
}

/** `waifu-claim`, `waifu-unclaim`, `waifu-marry` and `waifu-unmarry`: one move each. */
export const handlers = Object.fromEntries(moves.map((move) => [`waifu-${move}`, play(move)])) as HandlerFamily<`waifu-${Move}`>;
