import type { Answer } from '../../answer.ts';
import type { HandlerContext, HandlerRegistry } from '../types.ts';
import { characters, searchCharacter, type Character } from './characters.ts';
import { waifuMessages, WaifuStore, type Outcome } from './store.ts';

const store = (ctx: HandlerContext) => ctx.state.slot('waifu', () => new WaifuStore());
const text = (ctx: HandlerContext, name: string) => String(ctx.inputs[name] ?? '');
const notFound = (message: string): Answer => ({ status: 404, json: { status: false, message } });

function outcome(result: Outcome): Answer {
  return result.ok ? { json: { status: true, message: result.message } } : { status: result.status, json: { status: false, message: result.message } };
}

/** Spec §3 waifu: character_details (nama, anime, waifuid) and the images list. */
function details(character: Character) {
  const { nama, anime, waifuid, images } = character;
  return { character_details: { nama, anime, waifuid }, images };
}

/** Real answers of the waifu area, by handler name: the game state lives per server. */
export const waifuHandlers = {
  'waifu-random': async () => {
    const character = characters[Math.floor(Math.random() * characters.length)];
    return { json: { status: true, message: 'Waifu acak berhasil diambil.', data: details(character) } };
  },
  'waifu-search': async (ctx) => {
    const character = searchCharacter(text(ctx, 'nama'));
    if (!character) return notFound(waifuMessages.notFound);
    return { json: { status: true, message: 'Waifu berhasil ditemukan.', data: details(character) } };
  },
  'waifu-myclaim': async (ctx) => {
    const list = store(ctx).claimList(text(ctx, 'userId'));
    if (list.length === 0) return notFound(waifuMessages.noClaims);
    return { json: { status: true, message: 'Daftar klaim berhasil diambil.', data: list } };
  },
  'waifu-mymarriage': async (ctx) => {
    const marriage = store(ctx).marriage(text(ctx, 'userId'));
    if (!marriage) return notFound(waifuMessages.noMarriage);
    return { json: { status: true, message: 'Data pernikahan berhasil diambil.', data: marriage } };
  },
  'waifu-ranking': async (ctx) => ({ json: { status: true, message: 'Peringkat waifu berhasil diambil.', data: store(ctx).ranking() } }),
  'waifu-claim': async (ctx) => outcome(store(ctx).claim(text(ctx, 'userId'), text(ctx, 'waifuid'), text(ctx, 'imgurl'))),
  'waifu-unclaim': async (ctx) => outcome(store(ctx).unclaim(text(ctx, 'userId'), text(ctx, 'waifuid'))),
  'waifu-marry': async (ctx) => outcome(store(ctx).marry(text(ctx, 'userId'), text(ctx, 'waifuid'))),
  'waifu-unmarry': async (ctx) => outcome(store(ctx).unmarry(text(ctx, 'userId'), text(ctx, 'waifuid'))),
} satisfies HandlerRegistry;
