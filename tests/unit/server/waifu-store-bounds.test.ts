import { describe, expect, it } from 'vitest';
import { characters, seededClaims } from '../../../src/server/embedded/handlers/waifu/characters.ts';
import { WaifuStore } from '../../../src/server/embedded/handlers/waifu/store.ts';

const waifuid = characters[0].waifuid;
const seededPlayers = new Set(seededClaims.map((c) => c.userId)).size;

describe('waifu store memory stays bounded', () => {
  it('asking about unknown players stores nothing', () => {
    const store = new WaifuStore();
    for (let i = 0; i < 500; i++) {
      const userId = `tamu-${i}`;
      store.claimList(userId);
      store.marriage(userId);
      store.unclaim(userId, waifuid);
      store.marry(userId, waifuid);
      store.unmarry(userId, waifuid);
    }
    expect(store.playerCount).toBe(seededPlayers);
  });

  it('past the player cap the oldest player is forgotten, seeded players stay', () => {
    const store = new WaifuStore(undefined, seededPlayers + 3);
    for (let i = 0; i < 50; i++) expect(store.claim(`pemain-${i}`, waifuid, 'x.png').ok).toBe(true);
    expect(store.playerCount).toBe(seededPlayers + 3);
    expect(store.claimList('pemain-0')).toEqual([]);
    expect(store.claimList('pemain-49')).toHaveLength(1);
    for (const { userId } of seededClaims) expect(store.claimList(userId).length).toBeGreaterThan(0);
  });

  it('a player who releases every claim is no longer stored', () => {
    const store = new WaifuStore();
    store.claim('sebentar', waifuid, 'x.png');
    expect(store.playerCount).toBe(seededPlayers + 1);
    expect(store.unclaim('sebentar', waifuid).ok).toBe(true);
    expect(store.playerCount).toBe(seededPlayers);
  });
});
