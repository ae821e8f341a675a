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
  /** Null while the key is the account's current one; set when it is replaced (after the grace). */
  expires_at: Timestamp | null;
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
}
