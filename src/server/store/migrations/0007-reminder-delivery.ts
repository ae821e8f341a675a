import { sql, type Kysely } from 'kysely';

const statements = `
    -- What a reminder's sender knows of each destination (a subscription, a birthday book): its
    -- signing secret, sealed under the server secret, and whether it still receives.
    CREATE TABLE reminder_targets (
      id text PRIMARY KEY,
      account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      secret_sealed text NOT NULL,
      failures integer NOT NULL DEFAULT 0,
      disabled_at timestamptz,
      disabled_reason text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    -- Every attempt to deliver a reminder, as the delivery log shows it.
    CREATE TABLE webhook_deliveries (
      id uuid PRIMARY KEY,
      account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      target_id text NOT NULL,
      webhook_id text NOT NULL,
      kind text NOT NULL,
      event text NOT NULL,
      url text NOT NULL,
      attempt integer NOT NULL,
      status integer,
      error text,
      at timestamptz NOT NULL,
      duration_ms integer NOT NULL,
      next_attempt_at timestamptz,
      -- The body as sent, byte for byte (jsonb would reorder its keys): a replay sends the same bytes.
      payload text NOT NULL,
      seq bigserial
    );
    CREATE INDEX webhook_deliveries_account ON webhook_deliveries (account_id, seq DESC);
    -- The portal's own inbox per account ('Kanal uji'), found by an unguessable token in its URL.
    CREATE TABLE test_channels (
      account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
      token text NOT NULL UNIQUE
    );
    CREATE TABLE test_channel_messages (
      seq bigserial PRIMARY KEY,
      account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      received_at timestamptz NOT NULL,
      body jsonb NOT NULL,
      webhook_id text,
      signature_valid boolean NOT NULL
    );
    CREATE INDEX test_channel_messages_account ON test_channel_messages (account_id, seq DESC);
    -- Quakes already announced: whichever instance records one first sends it.
    CREATE TABLE quakes_seen (
      id text PRIMARY KEY,
      seen_at timestamptz NOT NULL
    )
`
  .split(/;\s*\n/)
  .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
  .filter((s) => s !== '');

/** Reminder delivery: secrets and state of each destination, the delivery log, the test channel, the quakes sent. */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One statement per query: PGlite's extended protocol takes no batches.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE quakes_seen, test_channel_messages, test_channels, webhook_deliveries, reminder_targets`.execute(db);
}
