import type { AccountKey } from '../../catalog/account-keys.ts';
import { messages } from '../../catalog/messages.ts';
import { readEnvelope } from '../../engine/read-envelope.ts';
import type { AccountResult } from '../session/account-api.ts';

/** What a new named key carries: its name, the groups it may call (null: all), its own daily cap. */
export interface NewKey {
  name: string;
  scope: string[] | null;
  dailyCap: number | null;
}

const failed = 'API key tidak dapat diproses. Silakan coba lagi.';

/** A POST of `/api/account/keys…` with the session: the envelope read, never a throw. */
async function post<T>(path: string, token: string, body: object, accept: (data: unknown) => data is T): Promise<AccountResult<T>> {
  let response: Response;
  try {
    response = await fetch(`/api/account/keys${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  } catch {
    return { ok: false, status: 0, message: messages.networkError };
  }
  const envelope = await readEnvelope<unknown>(response);
  if (!response.ok || envelope.status === false || !accept(envelope.data)) return { ok: false, status: response.status, message: envelope.message || failed };
  return { ok: true, data: envelope.data, message: envelope.message ?? '' };
}

const isMade = (data: unknown): data is { apikey: string; key: AccountKey } => typeof data === 'object' && data !== null && typeof (data as { apikey?: unknown }).apikey === 'string';
const anything = (_data: unknown): _data is unknown => true;

/** A named key; its value is in this answer only. */
export function createKey(token: string, key: NewKey): Promise<AccountResult<{ apikey: string; key: AccountKey }>> {
  return post('', token, key, isMade);
}

export function revokeKey(token: string, id: string): Promise<AccountResult<unknown>> {
  return post(`/${encodeURIComponent(id)}/revoke`, token, {}, anything);
}
