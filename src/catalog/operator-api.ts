import type { AccountKey } from './account-keys.ts';
import type { LogClient } from './account-usage.ts';
import type { ChangeAcrossAccounts } from './changes/for-you.ts';
import type { Plan } from './plans/types.ts';

/**
 * What the operator's API (`/api/admin/*`) and the plans API answer: the shapes the console and
 * the exported OpenAPI share.
 */

/** The ranges the overview takes. */
export const overviewRanges = ['24h', '7d', '30d', '90d'] as const;
export type OverviewRange = (typeof overviewRanges)[number];
export const rangeDays: Record<OverviewRange, number> = { '24h': 1, '7d': 7, '30d': 30, '90d': 90 };

export interface Overview {
  range: OverviewRange;
  totals: { calls: number; errors: number; errorRate: number; activeAccounts: number; signups: number };
  /** Per hour (24h) or UTC day. */
  series: { date: string; calls: number; errors: number }[];
  /** Per entry (or path no entry answers): latencies and messages as far as the raw log reaches. */
  entries: { entry: string; calls: number; errors: number; errorRate: number; p50Ms: number | null; p95Ms: number | null; topMessages: { message: string; count: number }[] }[];
  accounts: { username: string; nama: string; plan: string; calls: number; errors: number }[];
  clients: { client: LogClient; calls: number }[];
  signups: { date: string; count: number }[];
}

/** An account as the console lists it. */
export interface AccountSummary {
  username: string;
  nama: string;
  role: string;
  plan: string;
  limit: number | null;
  disabled: boolean;
  createdAt: string;
  /** Calls counted today. */
  today: number;
}

export interface AccountDetail extends AccountSummary {
  keys: AccountKey[];
  sessions: { createdAt: string; lastSeen: string; expiresAt: string }[];
  lastCallAt: string | null;
  recentCalls: { id: string; time: string; method: string; entry: string | null; path: string; status: number; durationMs: number; client: LogClient }[];
  upgradeRequests: UpgradeRequest[];
}

export type UpgradeStatus = 'pending' | 'approved' | 'declined';

export interface UpgradeRequest {
  id: string;
  username: string;
  plan: string;
  note: string;
  status: UpgradeStatus;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
}

export interface AuditEntry {
  id: string;
  at: string;
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

/** A plan as the plans page shows it: all that catalog/plans.yaml declares of it. */
export type PlanView = Plan;

/** What the console says an upgrade request's state is. */
export const upgradeStatusLabels: Record<UpgradeStatus, string> = { pending: 'Menunggu keputusan', approved: 'Disetujui', declined: 'Ditolak' };

/** The clients of the log as the overview names them. */
export const clientLabels: Record<LogClient, string> = { portal: 'Portal', curl: 'cURL', mcp: 'MCP dan agen AI', other: 'Lainnya' };

/** The changes of the last releases against every account's calls of the last 30 days (`GET /api/admin/changes`). */
export interface ChangesImpact {
  since: string;
  /** Every change of an entry, newest release first, touched or not. */
  items: ChangeAcrossAccounts[];
}
