import { characterById, seededClaims, type Character } from './characters.ts';

interface Claim {
  waifuid: string;
  imgurl: string;
}

interface Marriage {
  waifuid: string;
  marriageDate: string;
}

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
  | 'notMarriedToThis';

/** What a state change says: done with its message, refused for a reason, or refused with a message of its own. */
export type Outcome = { ok: true; message: string } | { ok: false; refusal: Refusal } | { ok: false; status: number; message: string };

const refuse = (refusal: Refusal): Outcome => ({ ok: false, refusal });

/**
 * The waifu game of one server: unclaimed → claimed (claim) → released (unclaim), and
 * claimed → married (marry) → unmarried (unmarry). A player marries at most one waifu, only one
 * they claimed, and cannot release the one they are married to. Several players may claim the
 * same waifu; the ranking counts them.
 */
export class WaifuStore {
  /** userId → claims in the order they were made. */
  private readonly claims = new Map<string, Claim[]>();
  private readonly marriages = new Map<string, Marriage>();

  private readonly seeded = new Set(seededClaims.map((c) => c.userId));

  /**
   * `maxPlayers` bounds the memory anyone can make the game use (player ids are free text): past it,
   * the player who started playing longest ago (never a seeded one) is forgotten.
   */
  constructor(
    private readonly now: () => Date = () => new Date(),
    private readonly maxPlayers = 10_000,
  ) {
    for (const { userId, waifuid } of seededClaims) {
      const character = characterById(waifuid);
      if (character) this.newClaimsOf(userId).push({ waifuid, imgurl: character.images[0] });
    }
  }

  /** A player's claims; reading never stores anything for an unknown player. */
  private claimsOf(userId: string): readonly Claim[] {
    return this.claims.get(userId) ?? [];
  }

  /** The claim list to add to, created (and an old player forgotten past the cap) on a first claim. */
  private newClaimsOf(userId: string): Claim[] {
    let list = this.claims.get(userId);
    if (list) return list;
    if (this.claims.size >= this.maxPlayers) this.forgetOldestPlayer();
    this.claims.set(userId, (list = []));
    return list;
  }

  private forgetOldestPlayer(): void {
    for (const userId of this.claims.keys()) {
      if (this.seeded.has(userId)) continue;
      this.claims.delete(userId);
      this.marriages.delete(userId);
      return;
    }
  }

  /** How many players the store holds (seeded ones included). */
  get playerCount(): number {
    return this.claims.size;
  }

  claim(userId: string, waifuid: string, imgurl: string): Outcome {
    const character = characterById(waifuid);
    if (!character) return refuse('notFound');
    if (this.claimsOf(userId).some((c) => c.waifuid === waifuid)) return refuse('alreadyClaimed');
    this.newClaimsOf(userId).push({ waifuid, imgurl });
    return { ok: true, message: `${character.nama} berhasil diklaim.` };
  }

  unclaim(userId: string, waifuid: string): Outcome {
    const character = characterById(waifuid);
    if (!character) return refuse('notFound');
    const list = this.claims.get(userId);
    const index = list ? list.findIndex((c) => c.waifuid === waifuid) : -1;
    if (!list || index < 0) return refuse('notClaimed');
    if (this.marriages.get(userId)?.waifuid === waifuid) return refuse('releaseMarried');
    list.splice(index, 1);
    if (list.length === 0 && !this.seeded.has(userId)) this.claims.delete(userId);
    return { ok: true, message: `Klaim ${character.nama} berhasil dilepas.` };
  }

  marry(userId: string, waifuid: string): Outcome {
    const character = characterById(waifuid);
    if (!character) return refuse('notFound');
    if (!this.claimsOf(userId).some((c) => c.waifuid === waifuid)) return refuse('marryNeedsClaim');
    const current = this.marriages.get(userId);
    if (current?.waifuid === waifuid) return refuse('alreadyMarriedToThis');
    if (current) {
      const spouse = characterById(current.waifuid)?.nama ?? current.waifuid;
      return { ok: false, status: 409, message: `Kamu sudah menikah dengan ${spouse}. Batalkan pernikahan terlebih dahulu.` };
    }
    this.marriages.set(userId, { waifuid, marriageDate: this.now().toISOString() });
    return { ok: true, message: `Selamat! Kamu sekarang menikah dengan ${character.nama}.` };
  }

  unmarry(userId: string, waifuid: string): Outcome {
    const current = this.marriages.get(userId);
    if (!current) return refuse('noMarriage');
    if (current.waifuid !== waifuid) return refuse('notMarriedToThis');
    this.marriages.delete(userId);
    const nama = characterById(waifuid)?.nama ?? waifuid;
    return { ok: true, message: `Pernikahan dengan ${nama} berhasil dibatalkan.` };
  }

  /** Spec §3 claim entries: claimDetails.imgurl and waifu { nama, waifuid }. */
  claimList(userId: string): { claimDetails: { imgurl: string }; waifu: { nama: string; waifuid: string } }[] {
    return this.claimsOf(userId).flatMap((claim) => {
      const character = characterById(claim.waifuid);
      return character ? [{ claimDetails: { imgurl: claim.imgurl }, waifu: { nama: character.nama, waifuid: claim.waifuid } }] : [];
    });
  }

  /**
   * Spec §3 marriage: waifu { nama, imgurl } and marriageDate; waifuid too, which the unmarry
   * call needs. The image is the one the player claimed.
   */
  marriage(userId: string): { waifu: { nama: string; imgurl: string; waifuid: string }; marriageDate: string } | null {
    const current = this.marriages.get(userId);
    const character = current && characterById(current.waifuid);
    if (!current || !character) return null;
    const imgurl = this.claimsOf(userId).find((c) => c.waifuid === current.waifuid)?.imgurl ?? character.images[0];
    return { waifu: { nama: character.nama, imgurl, waifuid: character.waifuid }, marriageDate: current.marriageDate };
  }

  /** Spec §3 ranking entries (nama, anime, claimedBy), most claimed first. */
  ranking(): { nama: string; anime: string; claimedBy: string[] }[] {
    const byWaifu = new Map<string, string[]>();
    for (const [userId, list] of this.claims) {
      for (const claim of list) byWaifu.set(claim.waifuid, [...(byWaifu.get(claim.waifuid) ?? []), userId]);
    }
    return [...byWaifu.entries()]
      .map(([waifuid, claimedBy]) => ({ character: characterById(waifuid), claimedBy }))
      .filter((r): r is { character: Character; claimedBy: string[] } => r.character !== undefined)
      .sort((a, b) => b.claimedBy.length - a.claimedBy.length || a.character.nama.localeCompare(b.character.nama))
      .map(({ character, claimedBy }) => ({ nama: character.nama, anime: character.anime, claimedBy }));
  }
}
