/** An in-memory store (from the test run's migrated template), and accounts to own rows. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { openStore } from '../../src/server/store/open-store.ts';
import type { Database } from '../../src/server/store/schema.ts';

export interface KindsDb {
  db: Kysely<Database>;
  newAccount: (username: string) => Promise<string>;
  close: () => Promise<void>;
}

export async function openKindsDb(): Promise<KindsDb> {
  const store = await openStore({ kind: 'memory' });
  return {
    db: store.db,
    newAccount: async (username) => {
      const id = randomUUID();
      await store.db.insertInto('accounts').values({ id, username, nama: username, role: 'USER', daily_limit: 1000, background_url: '', password_hash: 'tidak-dipakai', created_at: new Date() }).execute();
      return id;
    },
    close: () => store.close(),
  };
}
