import type { PlanView, UpgradeRequest } from '../../catalog/operator-api.ts';
import { messages } from '../../catalog/messages.ts';
import { readEnvelope } from '../../engine/read-envelope.ts';

export type SessionAnswer<T> = { ok: true; data: T; message: string } | { ok: false; message: string };

/** One call of the portal's own API with the session's token; a network failure or an odd answer is a refusal with words, never a throw. */
export async function sessionCall<T>(url: string, token: string, init: { method?: string; body?: unknown } = {}): Promise<SessionAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: { Authorization: `Bearer ${token}`, ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    return { ok: false, message: messages.networkError };
  }
  const envelope = await readEnvelope<T>(response);
  if (!response.ok || envelope.status !== true) return { ok: false, message: envelope.message || `Permintaan gagal (HTTP ${response.status}).` };
  return { ok: true, data: envelope.data as T, message: envelope.message ?? '' };
}

export const fetchPlans = (token: string) => sessionCall<{ items: PlanView[] }>('/api/plans', token);
export const fetchMyUpgrades = (token: string) => sessionCall<{ plan: string; items: UpgradeRequest[] }>('/api/account/upgrade-requests', token);
export const askUpgrade = (token: string, plan: string, note: string) => sessionCall<UpgradeRequest>('/api/account/upgrade-requests', token, { method: 'POST', body: { plan, note } });

/** '1.000 request/hari', or 'Tanpa batas'. */
export const dailyLabel = (calls: number | null): string => (calls === null ? 'Tanpa batas request harian' : `${calls.toLocaleString('id-ID')} request/hari`);
