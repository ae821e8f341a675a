/** A fresh PGlite with the kinds' migration, and accounts to own rows. */
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, sql } from 'kysely';
import type { KindsTables } from '../../../src/server/store/kinds-tables.ts';
import { up } from '../../../src/server/store/migrations/0002-kinds.ts';

export interface KindsDb {
  db: Kysely<KindsTables>;
  newAccount: (username: string) => Promise<string>;
  close: () => Promise<void>;
}

export async function openKindsDb(): Promise<KindsDb> {
  const db = new Kysely<KindsTables>({ dialect: new PGliteDialect({ pglite: await PGlite.create() }) });
  await sql`CREATE TABLE accounts (id uuid PRIMARY KEY, username text NOT NULL)`.execute(db);
  await up(db as Kysely<unknown>);
  return {
    db,
    newAccount: async (username) => {
      const id = randomUUID();
      await sql`INSERT INTO accounts (id, username) VALUES (${id}, ${username})`.execute(db);
      return id;
    },
    close: () => db.destroy(),
  };
}
