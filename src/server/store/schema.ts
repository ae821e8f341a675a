import type { ColumnType, Generated } from 'kysely';
import type { KindsTables } from './kinds-tables.ts';
import type { ReminderTables } from './reminder-tables.ts';

/** A timestamp written by the server (a `Date` in, a `Date` out on both backends). */
type Timestamp = ColumnType<Date, Date, Date>;

/** A developer's account; the demo account is one of them. */
export interface AccountsTable {
  id: string;
  /** Unique, 3–32 of `a-z0-9_.`. */
  username: string;
  nama: string;
  /** `USER` or `ADMIN` (opens the operator's console); `UPSTREAM` for an upstream key's log account. */
  role: string;
  /** A plan of catalog/plans.yaml (`USER`, `PREMIUM`...): its numbers are set on the account when given. */
  plan: Generated<string>;
  /** Calls per UTC day; null: no limit. */
  daily_limit: number | null;
  background_url: string;
  /** `scrypt$N$r$p$salt$hash` (node:crypto scrypt), never the password. */
  password_hash: string;
  disabled: Generated<boolean>;
  created_at: Timestamp;
}

/**
 * API keys: found by their SHA-256, kept sealed (AES-256-GCM under the server secret) so a login can
 * hand the key back while a dump of the database alone calls nothing.
 */
export interface ApiKeysTable {
  id: string;
  account_id: string;
  key_hash: string;
  key_sealed: string;
  created_at: Timestamp;
  /** Null while the key is valid; set when it is replaced (after the grace) or revoked. */
  expires_at: Timestamp | null;
  /** 'Kunci utama' for the browser's key; the developer's name for a named key. */
  name: Generated<string>;
  /** The browser's key (a login hands it back, rotation replaces it); false for a named key. */
  main: Generated<boolean>;
  /** The catalog groups the key may call; null: every group the plan opens. */
  scope: ColumnType<string[] | null, string | null, string | null>;
  /** The key's own calls per UTC day; null: only the account's limit. */
  daily_cap: number | null;
  /** Its last call, written at most once a minute. */
  last_used_at: Timestamp | null;
}

/** Calls counted per named key with a cap of its own, per UTC day. */
export interface KeyDailyUsageTable {
  key_id: string;
  day: string;
  count: number;
}

/** The overview's hourly rollup (hourly-rollup.ts): calls and errors per hour and dimension. */
export interface RequestHourlyTable {
  /** Epoch hours. */
  hour: number;
  /** `entry`, `account`, `client` or `message`. */
  dimension: string;
  /** The entry (or path), the account id, the client. */
  name: string;
  /** The message (dimension `message`); '' otherwise. */
  detail: string;
  calls: number;
  errors: number;
  /** Entry rows: calls per latency bucket. */
  latency: number[] | null;
}

/** A signed-in browser: the token is known by its SHA-256 only. */
export interface SessionsTable {
  token_hash: string;
  account_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  last_seen: Timestamp;
}

/** Calls counted per account and UTC day (`YYYY-MM-DD`): the profile's `totalreq`. */
export interface DailyUsageTable {
  account_id: string;
  day: string;
  count: number;
}

/** One wrong password for an account (the lockout counts them). */
export interface LoginFailuresTable {
  account_id: string;
  at: Timestamp;
}

/** One call an account made, as the profile's 'Log request' shows it (never the key). */
export interface RequestLogTable {
  /** The request id, also the answer's `X-Request-Id`. */
  id: string;
  account_id: string;
  at: Timestamp;
  method: string;
  /** The catalog entry's id; null for a path no entry answers. */
  entry: string | null;
  path: string;
  status: number;
  duration_ms: number;
  bytes_in: number;
  bytes_out: number;
  /** `portal`, `curl`, `mcp` or `other`. */
  client: string;
  /** The Indonesian message of a refused call. */
  message: string | null;
  /** Query and JSON values (secret-looking names masked), files by name: enough to reopen the entry. */
  inputs: ColumnType<Record<string, unknown>, string, string>;
  /** The key that made the call (null: a call the portal made for the account, or an upstream's). */
  key_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Calls per account, UTC day, entry (or path) and status, kept longer than the raw log. */
export interface RequestDailyTable {
  account_id: string;
  day: string;
  entry: string;
  status: number;
  count: number;
}

/** Upstream mode: a replacing key's HMAC name, and the log account it continues. */
export interface UpstreamKeyLinksTable {
  key_name: string;
  account_id: string;
}

/** A developer's request for another plan, decided by an operator. */
export interface UpgradeRequestsTable {
  id: string;
  account_id: string;
  plan: string;
  /** The developer's words: a transfer reference, a reason. */
  note: string;
  /** `pending`, `approved` or `declined`. */
  status: string;
  created_at: Timestamp;
  decided_at: Timestamp | null;
  /** The operator's username. */
  decided_by: string | null;
}

/** One change an operator made (console or CLI): who, what, before, after, when. */
export interface AuditLogTable {
  id: string;
  at: Timestamp;
  /** The operator's username, or `cli` for the command line. */
  actor: string;
  action: string;
  /** What was changed: an account's username, an upgrade request's id. */
  target: string;
  before: ColumnType<unknown, string | null, string | null>;
  after: ColumnType<unknown, string | null, string | null>;
}

/** The typed database every repository works on: accounts here, what the embedded API keeps in kinds-tables.ts. */
export interface Database extends KindsTables, ReminderTables {
  accounts: AccountsTable;
  api_keys: ApiKeysTable;
  sessions: SessionsTable;
  daily_usage: DailyUsageTable;
  login_failures: LoginFailuresTable;
  request_log: RequestLogTable;
  request_daily: RequestDailyTable;
  upstream_key_links: UpstreamKeyLinksTable;
  upgrade_requests: UpgradeRequestsTable;
  audit_log: AuditLogTable;
  key_daily_usage: KeyDailyUsageTable;
  request_hourly: RequestHourlyTable;
}
