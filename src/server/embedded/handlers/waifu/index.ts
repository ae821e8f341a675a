import type { Answer } from '../../answer.ts';
import { declaredRefusal, declaredText } from '../declared.ts';
import type { HandlerContext, HandlerRegistry } from '../types.ts';
import { characters, searchCharacter, type Character } from './characters.ts';
import { waifuGame, type Outcome, type Refusal } from './game.ts';

const store = (ctx: HandlerContext) => waifuGame(ctx.store.waifu, ctx.account.id);
const text = (ctx: HandlerContext, name: string) => String(ctx.inputs[name] ?? '');

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

const refused = (ctx: HandlerContext, refusal: Refusal): Answer => declaredRefusal(ctx.entry, refusalExamples[refusal]);

/** A success answers the entry's own success message. */
const done = (ctx: HandlerContext, data: unknown): Answer => ({ json: { status: true, message: declaredText(ctx.entry, 200), data } });

function outcome(ctx: HandlerContext, result: Outcome): Answer {
  if (result.ok) return { json: { status: true, message: result.message } };
  return 'refusal' in result ? refused(ctx, result.refusal) : { status: result.status, json: { status: false, message: result.message } };
}

/** Spec §3 waifu: character_details (nama, anime, waifuid) and the images list. */
function details(character: Character) {
  const { nama, anime, waifuid, images } = character;
  return { character_details: { nama, anime, waifuid }, images };
}

/** Real answers of the waifu area, by handler name: the game's state is in the store. */
export const waifuHandlers = {
  'waifu-random': async (ctx) => {
    const character = characters[Math.floor(Math.random() * characters.length)];
    return done(ctx, details(character));
  },
  'waifu-search': async (ctx) => {
    const character = searchCharacter(text(ctx, 'nama'));
    if (!character) return refused(ctx, 'notFound');
    return done(ctx, details(character));
  },
  'waifu-myclaim': async (ctx) => {
    const list = await store(ctx).claimList(text(ctx, 'userId'));
    if (list.length === 0) return refused(ctx, 'noClaims');
    return done(ctx, list);
  },
  'waifu-mymarriage': async (ctx) => {
    const marriage = await store(ctx).marriage(text(ctx, 'userId'));
    if (!marriage) return refused(ctx, 'noMarriage');
    return done(ctx, marriage);
  },
  'waifu-ranking': async (ctx) => done(ctx, await store(ctx).ranking()),
  'waifu-claim': async (ctx) => outcome(ctx, await store(ctx).claim(text(ctx, 'userId'), text(ctx, 'waifuid'), text(ctx, 'imgurl'))),
  'waifu-unclaim': async (ctx) => outcome(ctx, await store(ctx).unclaim(text(ctx, 'userId'), text(ctx, 'waifuid'))),
  'waifu-marry': async (ctx) => outcome(ctx, await store(ctx).marry(text(ctx, 'userId'), text(ctx, 'waifuid'))),
  'waifu-unmarry': async (ctx) => outcome(ctx, await store(ctx).unmarry(text(ctx, 'userId'), text(ctx, 'waifuid'))),
} satisfies HandlerRegistry;
