import type { WaifuRepository } from '../../../store/index.ts';
import { characterById, type Character } from './_characters.ts';

/**
 * Why the game refuses a move. What the player reads (and the HTTP status) is the entry's example
 * of that refusal in the catalog: see `refusalExamples` in index.ts.
 */
export type Refusal =
  | 'notFound'
  | 'noClaims'
  | 'noMarriage'
  | 'alreadyClaimed'
  | 'notClaimed'
  | 'marryNeedsClaim'
  | 'alreadyMarriedToThis'
  | 'releaseMarried'
  | 'notMarriedToThis'
  | 'tooManyClaims';

/** What a state change says: done with its message, refused for a reason, or refused with a message of its own. */
export type Outcome = { ok: true; message: string } | { ok: false; refusal: Refusal } | { ok: false; status: number; message: string };

const refuse = (refusal: Refusal): Outcome => ({ ok: false, refusal });

/** Claims one API key may make (player ids are free text): the store stays bounded per account. */
export const maxClaimsPerAccount = 10_000;

/**
 * The waifu game, its state in the store: unclaimed → claimed (claim) → released (unclaim), and
 * claimed → married (marry) → unmarried (unmarry). A player marries at most one waifu, only one
 * they claimed, and cannot release the one they are married to. Several players may claim the
 * same waifu; the ranking counts them.
 */
export function waifuGame(repo: WaifuRepository, accountId: string) {
  return {
    async claim(userId: string, waifuid: string, imgurl: string): Promise<Outcome> {
      const character = characterById(waifuid);
      if (!character) return refuse('notFound');
      const result = await repo.claim(accountId, userId, waifuid, imgurl, maxClaimsPerAccount);
      if (result === 'exists') return refuse('alreadyClaimed');
      if (result === 'full') return refuse('tooManyClaims');
      return { ok: true, message: `${character.nama} berhasil diklaim.` };
    },

    async unclaim(userId: string, waifuid: string): Promise<Outcome> {
      const character = characterById(waifuid);
      if (!character) return refuse('notFound');
      const result = await repo.unclaim(userId, waifuid);
      if (result === 'missing') return refuse('notClaimed');
      if (result === 'married') return refuse('releaseMarried');
      return { ok: true, message: `Klaim ${character.nama} berhasil dilepas.` };
    },

    async marry(userId: string, waifuid: string): Promise<Outcome> {
      const character = characterById(waifuid);
      if (!character) return refuse('notFound');
      const result = await repo.marry(userId, waifuid);
      if (result.done) return { ok: true, message: `Selamat! Kamu sekarang menikah dengan ${character.nama}.` };
      if (result.reason === 'notClaimed') return refuse('marryNeedsClaim');
      if (result.waifuid === waifuid) return refuse('alreadyMarriedToThis');
      // Marrying a waifu one never claimed is refused for that first, as before a marriage.
      if (!(await repo.claims(userId)).some((c) => c.waifuid === waifuid)) return refuse('marryNeedsClaim');
      const spouse = characterById(result.waifuid)?.nama ?? result.waifuid;
      return { ok: false, status: 409, message: `Kamu sudah menikah dengan ${spouse}. Batalkan pernikahan terlebih dahulu.` };
    },

    async unmarry(userId: string, waifuid: string): Promise<Outcome> {
      const result = await repo.unmarry(userId, waifuid);
      if (result === 'none') return refuse('noMarriage');
      if (result === 'other') return refuse('notMarriedToThis');
      const nama = characterById(waifuid)?.nama ?? waifuid;
      return { ok: true, message: `Pernikahan dengan ${nama} berhasil dibatalkan.` };
    },

    /** Spec §3 claim entries: claimDetails.imgurl and waifu { nama, waifuid }. */
    async claimList(userId: string): Promise<{ claimDetails: { imgurl: string }; waifu: { nama: string; waifuid: string } }[]> {
      return (await repo.claims(userId)).flatMap((claim) => {
        const character = characterById(claim.waifuid);
        return character ? [{ claimDetails: { imgurl: claim.imgurl }, waifu: { nama: character.nama, waifuid: claim.waifuid } }] : [];
      });
    },

    /**
     * Spec §3 marriage: waifu { nama, imgurl } and marriageDate; waifuid too, which the unmarry
     * call needs. The image is the one the player claimed.
     */
    async marriage(userId: string): Promise<{ waifu: { nama: string; imgurl: string; waifuid: string }; marriageDate: string } | null> {
      const current = await repo.marriage(userId);
      const character = current && characterById(current.waifuid);
      if (!current || !character) return null;
      const imgurl = (await repo.claims(userId)).find((c) => c.waifuid === current.waifuid)?.imgurl ?? character.images[0];
      return { waifu: { nama: character.nama, imgurl, waifuid: character.waifuid }, marriageDate: current.marriedAt.toISOString() };
    },

    /** Spec §3 ranking entries (nama, anime, claimedBy), most claimed first. */
    async ranking(): Promise<{ nama: string; anime: string; claimedBy: string[] }[]> {
      return (await repo.claimants())
        .map(({ waifuid, userIds }) => ({ character: characterById(waifuid), claimedBy: userIds }))
        .filter((r): r is { character: Character; claimedBy: string[] } => r.character !== undefined)
        .sort((a, b) => b.claimedBy.length - a.claimedBy.length || a.character.nama.localeCompare(b.character.nama))
        .map(({ character, claimedBy }) => ({ nama: character.nama, anime: character.anime, claimedBy }));
    },
  };
}
