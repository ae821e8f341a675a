import { sql, type Kysely } from 'kysely';

const statements = (`
    CREATE TABLE uploads (
      id text PRIMARY KEY,
      account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      content_type text NOT NULL,
      size integer NOT NULL,
      sha256 text NOT NULL,
      data bytea,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX uploads_account ON uploads (account_id);
    CREATE TABLE upload_usage (
      account_id uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
      bytes bigint NOT NULL
    );

    CREATE TABLE twofa_secrets (
      account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      user_id text NOT NULL,
      secret text NOT NULL,
      last_step bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (account_id, user_id)
    );

    CREATE TABLE waifu_claims (
      user_id text NOT NULL,
      waifuid text NOT NULL,
      imgurl text NOT NULL,
      account_id uuid REFERENCES accounts (id) ON DELETE SET NULL,
      seq bigserial,
      PRIMARY KEY (user_id, waifuid)
    );
    CREATE INDEX waifu_claims_account ON waifu_claims (account_id);
    -- A marriage needs the claim: releasing a married waifu is refused by the key itself.
    CREATE TABLE waifu_marriages (
      user_id text PRIMARY KEY,
      waifuid text NOT NULL,
      married_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (user_id, waifuid) REFERENCES waifu_claims (user_id, waifuid)
    );

    CREATE TABLE webhook_subscriptions (
      id text PRIMARY KEY,
      account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      kind text NOT NULL,
      webhook_url text NOT NULL,
      channel_id text,
      kota text,
      waktu jsonb,
      username text,
      avatar_url text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz,
      seq bigserial
    );
    -- A channel (or, without one, a webhook URL) has each kind of reminder once per key.
    CREATE UNIQUE INDEX webhook_subscriptions_channel ON webhook_subscriptions (account_id, kind, channel_id) WHERE channel_id IS NOT NULL;
    CREATE UNIQUE INDEX webhook_subscriptions_url ON webhook_subscriptions (account_id, kind, webhook_url) WHERE channel_id IS NULL;

    CREATE TABLE birthday_books (
      account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      webhook_url text NOT NULL,
      channel_id text,
      PRIMARY KEY (account_id, webhook_url)
    );
    CREATE TABLE birthdays (
      account_id uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      webhook_url text NOT NULL,
      user_id text NOT NULL,
      name text NOT NULL,
      date text NOT NULL,
      tags jsonb NOT NULL,
      seq bigserial,
      PRIMARY KEY (account_id, webhook_url, user_id),
      FOREIGN KEY (account_id, webhook_url) REFERENCES birthday_books (account_id, webhook_url) ON DELETE CASCADE
    );
`)
  .split(/;\s*\n/)
  .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
  .filter((s) => s !== '');

/**
 * Uploads, 2FA enrolments, the waifu game and the reminders (webhook subscriptions, birthdays).
 * Append-only: a later change is a new migration, never an edit of this one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One statement per query: PGlite's extended protocol takes no batches.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE birthdays, birthday_books, webhook_subscriptions, waifu_marriages, waifu_claims, twofa_secrets, upload_usage, uploads`.execute(db);
}
