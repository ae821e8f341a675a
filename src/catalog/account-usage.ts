/**
 * What the account API answers about a developer's own calls (`GET /api/account/requests` and
 * `/usage`): the server writes these shapes, the profile's 'Pemakaian' and 'Log request' read them.
 */

/** Who made a call: the portal and the MCP server say so in `X-Portal-Client`; cURL by its user agent. */
export type LogClient = 'portal' | 'curl' | 'mcp' | 'other';

/** What the log keeps of a call's inputs: enough to reopen its entry, never a secret or a file's bytes. */
export interface LoggedInputs {
  /** Query and JSON values by name. */
  values: Record<string, unknown>;
  /** Per file input, the names of the files sent. */
  files: Record<string, string[]>;
  /** Inputs whose names look secret: named, their values not kept. */
  masked: string[];
}

/** One call of the account's log. */
export interface LogItem {
  id: string;
  /** ISO 8601, UTC. */
  time: string;
  method: string;
  /** The catalog entry's id; null for a path no entry serves. */
  entry: string | null;
  path: string;
  status: number;
  durationMs: number;
  bytesIn: number;
  bytesOut: number;
  client: LogClient;
  /** The Indonesian message of a refused call. */
  message: string | null;
  inputs: LoggedInputs;
  /** The id of the key that made the call (the account's keys name it); null for a call the portal made. */
  keyId: string | null;
}

export interface LogPage {
  items: LogItem[];
  /** The `before` of the next page; null on the last one. */
  next: string | null;
}

export interface UsageReport {
  /** Per UTC day (`YYYY-MM-DD`), or per hour (`YYYY-MM-DDTHH:00:00Z`) for the last 24 hours. */
  days: { date: string; requests: number; errors: number }[];
  byEntry: { entry: string; requests: number; errors: number; p50Ms: number | null; p95Ms: number | null }[];
  byStatus: { status: number; count: number }[];
}

/** The ranges `/usage?days=` takes: 24 hours, 7, 30 and 90 days. */
export const usageDays = [1, 7, 30, 90] as const;
export type UsageDays = (typeof usageDays)[number];
