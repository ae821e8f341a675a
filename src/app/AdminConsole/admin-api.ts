import type { AccountDetail, AccountSummary, AuditEntry, ChangesImpact, Overview, OverviewRange, PlanView, UpgradeRequest } from '../../catalog/operator-api.ts';
import { sessionCall } from '../PlansPage/plans-api.ts';

/** The console's calls of `/api/admin/*`, each with the operator's session. */
export const adminApi = (token: string) => ({
  overview: (range: OverviewRange) => sessionCall<Overview>(`/api/admin/overview?range=${range}`, token),
  accounts: (q: string) => sessionCall<{ items: AccountSummary[] }>(`/api/admin/accounts?q=${encodeURIComponent(q)}`, token),
  account: (username: string) => sessionCall<AccountDetail>(`/api/admin/accounts/${encodeURIComponent(username)}`, token),
  change: (username: string, patch: { plan?: string; dailyLimit?: number | null; disabled?: boolean }) => sessionCall<unknown>(`/api/admin/accounts/${encodeURIComponent(username)}`, token, { method: 'PATCH', body: patch }),
  resetPassword: (username: string) => sessionCall<{ password: string }>(`/api/admin/accounts/${encodeURIComponent(username)}/password`, token, { method: 'POST', body: {} }),
  endSessions: (username: string) => sessionCall<{ ended: number }>(`/api/admin/accounts/${encodeURIComponent(username)}/sessions/end`, token, { method: 'POST', body: {} }),
  revokeKey: (username: string, keyId: string) => sessionCall<unknown>(`/api/admin/accounts/${encodeURIComponent(username)}/keys/${keyId}/revoke`, token, { method: 'POST', body: {} }),
  upgrades: (status?: 'pending') => sessionCall<{ items: UpgradeRequest[] }>(`/api/admin/upgrade-requests${status ? `?status=${status}` : ''}`, token),
  decide: (id: string, decision: 'approve' | 'decline') => sessionCall<unknown>(`/api/admin/upgrade-requests/${id}/${decision}`, token, { method: 'POST', body: {} }),
  audit: () => sessionCall<{ items: AuditEntry[] }>('/api/admin/audit', token),
  changes: () => sessionCall<ChangesImpact>('/api/admin/changes', token),
  plans: () => sessionCall<{ items: PlanView[] }>('/api/plans', token),
});

export type AdminApi = ReturnType<typeof adminApi>;
