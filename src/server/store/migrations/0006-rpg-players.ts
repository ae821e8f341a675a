import { sql, type Kysely } from 'kysely';

/**
 * The text RPG's players, one world per account: a player is the user id the developer's bot gives,
 * so two developers' bots never see or overwrite each other's players. The index serves the
 * leaderboard (richest first) without a sort of the whole world.
 */
const statements = [
  `CREATE TABLE rpg_players (
    account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    user_id text NOT NULL,
    username text NOT NULL,
    money bigint NOT NULL DEFAULT 0 CHECK (money >= 0),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (account_id, user_id)
  )`,
  `CREATE INDEX rpg_players_richest ON rpg_players (account_id, money DESC, user_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // One statement per query: PGlite's extended protocol takes no batches.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE rpg_players`.execute(db);
}
