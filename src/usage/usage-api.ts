import { usageDays, type LogPage, type UsageDays, type UsageReport } from '../catalog/account-usage.ts';
import { messages } from '../catalog/messages.ts';
import { readEnvelope } from '../engine/read-envelope.ts';
import type { ChangeForYou } from '../catalog/changes/for-you.ts';
import type { AccountKeys } from '../catalog/account-keys.ts';

export type { LogItem, LogPage } from '../catalog/account-usage.ts';
/** What `/usage` answers. */
export type Usage = UsageReport;

/** The ranges offered: '24 jam', '7 hari', '30 hari', '90 hari'. */
export const usageRanges: readonly { days: UsageDays; label: string }[] = usageDays.map((days) => ({ days, label: days === 1 ? '24 jam' : `${days} hari` }));
export type { UsageDays };

export interface LogFilter {
  entry?: string;
  /** The id of the key that made the calls. */
  key?: string;
  /** `2xx`, `4xx`, `5xx` or an exact code. */
  status?: string;
  before?: string;
}

export type Fetched<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

const fallback = 'Gagal mengambil data pemakaian.';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isUsage = (data: unknown): data is Usage => isRecord(data) && Array.isArray(data.days) && Array.isArray(data.byEntry) && Array.isArray(data.byStatus);
const isLogPage = (data: unknown): data is LogPage => isRecord(data) && Array.isArray(data.items);

/** Who asks: the session, and the key whose calls are read (a portal before an upstream logs calls by key). */
export interface LogCaller {
  token: string;
  apiKey: string;
}

/** A Bearer GET of the account API; an answer of another shape (an upstream that lacks the route) is a refusal, never a crash. */
async function get<T>(path: string, query: URLSearchParams, caller: LogCaller, accept: (data: unknown) => data is T, signal?: AbortSignal): Promise<Fetched<T>> {
  let response: Response;
  query.set('apikey', caller.apiKey);
  try {
    response = await fetch(`${path}?${query}`, { headers: { Authorization: `Bearer ${caller.token}` }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, status: 0, message: messages.networkError };
  }
  const envelope = await readEnvelope<unknown>(response);
  if (!response.ok || envelope.status === false || !accept(envelope.data)) return { ok: false, status: response.status, message: (!response.ok || envelope.status === false ? envelope.message : '') || fallback };
  return { ok: true, data: envelope.data };
}

export function fetchUsage(caller: LogCaller, days: UsageDays, signal?: AbortSignal): Promise<Fetched<Usage>> {
  return get('/api/account/usage', new URLSearchParams({ days: String(days) }), caller, isUsage, signal);
}

/** What `/changes` answers: the changes of the last releases that touch the account's calls. */
export interface ChangesForYouPage {
  since: string;
  items: ChangeForYou[];
}
const isChanges = (data: unknown): data is ChangesForYouPage => isRecord(data) && Array.isArray(data.items) && typeof data.since === 'string';

export function fetchChangesForYou(caller: LogCaller, signal?: AbortSignal): Promise<Fetched<ChangesForYouPage>> {
  return get('/api/account/changes', new URLSearchParams(), caller, isChanges, signal);
}

export const logPageSize = 20;

export function fetchLog(caller: LogCaller, filter: LogFilter, signal?: AbortSignal): Promise<Fetched<LogPage>> {
  const query = new URLSearchParams({ limit: String(logPageSize) });
  for (const [name, value] of Object.entries(filter)) if (value) query.set(name, value);
  return get('/api/account/requests', query, caller, isLogPage, signal);
}

const isKeys = (data: unknown): data is AccountKeys => isRecord(data) && Array.isArray(data.items) && typeof data.keysPerAccount === 'number';

/** The account's keys by name (`GET /api/account/keys`): the profile's 'Kunci' and the log's filter. */
export function fetchKeys(caller: LogCaller, signal?: AbortSignal): Promise<Fetched<AccountKeys>> {
  return get('/api/account/keys', new URLSearchParams(), caller, isKeys, signal);
}
