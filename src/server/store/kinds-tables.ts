import type { ColumnType, Generated } from 'kysely';

/** Who owns a row: the account the API key belongs to. */
export type AccountId = string;

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string, string>;

/** An uploaded file's record; the bytes are in `data` (PostgreSQL) or in the data folder (embedded). */
export interface UploadsTable {
  id: string;
  account_id: AccountId;
  content_type: string;
  size: number;
  sha256: string;
  data: Buffer | null;
  created_at: CreatedAt;
}

/** Bytes of uploads an account holds, checked against its budget in the same statement that adds to it. */
export interface UploadUsageTable {
  account_id: AccountId;
  bytes: ColumnType<string | number, number, number>;
}

/** A TOTP secret per account and user id; `last_step` is the time step of the last accepted code. */
export interface TwofaSecretsTable {
  account_id: AccountId;
  user_id: string;
  secret: string;
  last_step: ColumnType<string | number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

export interface WaifuClaimsTable {
  user_id: string;
  waifuid: string;
  imgurl: string;
  /** Who made the claim (null for the seeded players), for the per-key bound. */
  account_id: AccountId | null;
  seq: Generated<number>;
}

export interface WaifuMarriagesTable {
  user_id: string;
  waifuid: string;
  married_at: CreatedAt;
}

export type ReminderKindName = 'weather' | 'quake' | 'sholat';

export interface WebhookSubscriptionsTable {
  id: string;
  account_id: AccountId;
  kind: ReminderKindName;
  webhook_url: string;
  channel_id: string | null;
  kota: string | null;
  waktu: Json<string[] | null>;
  username: string | null;
  avatar_url: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date | null, never, Date | string>;
  seq: Generated<number>;
}

export interface BirthdayBooksTable {
  account_id: AccountId;
  webhook_url: string;
  channel_id: string | null;
}

export interface BirthdaysTable {
  account_id: AccountId;
  webhook_url: string;
  user_id: string;
  name: string;
  date: string;
  tags: Json<string[]>;
  seq: Generated<number>;
}

/** A text-RPG player of an account's world; `money` is a bigint (read back as a string on both backends). */
export interface RpgPlayersTable {
  account_id: AccountId;
  user_id: string;
  username: string;
  money: ColumnType<string, number, number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The tables of what the embedded API keeps besides accounts: uploads, 2FA, the waifu game, reminders. */
export interface KindsTables {
  uploads: UploadsTable;
  upload_usage: UploadUsageTable;
  twofa_secrets: TwofaSecretsTable;
  waifu_claims: WaifuClaimsTable;
  waifu_marriages: WaifuMarriagesTable;
  webhook_subscriptions: WebhookSubscriptionsTable;
  birthday_books: BirthdayBooksTable;
  birthdays: BirthdaysTable;
  rpg_players: RpgPlayersTable;
}
