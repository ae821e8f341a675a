import { fieldMessages } from '../../catalog/account-rules.ts';
import { messages } from '../../catalog/messages.ts';
import { readEnvelope } from '../../engine/read-envelope.ts';
import type { Credentials } from './storage.ts';

/** An answer of the account API: its data and message, or why it refused (HTTP status 0: no answer at all). */
export type AccountResult<T> = { ok: true; data: T; message: string } | { ok: false; status: number; message: string };

/** How long a logout waits for the server before the browser forgets the session anyway. */
const LOGOUT_WAIT_MS = 5000;

interface CallOptions {
  token?: string;
  signal?: AbortSignal;
  /** Said when the server refuses without a message of its own. */
  fallback: string;
}

/** One POST of the account API: JSON in, the `{ status, message, data }` envelope out, never a throw. */
async function post<T>(path: string, body: object, { token, signal, fallback }: CallOptions, accept: (data: unknown) => data is T): Promise<AccountResult<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api/auth/${path}`, { method: 'POST', headers, body: JSON.stringify(body), signal });
  } catch {
    return { ok: false, status: 0, message: messages.networkError };
  }
  const envelope = await readEnvelope<unknown>(response);
  if (!response.ok || envelope.status === false || !accept(envelope.data)) {
    return { ok: false, status: response.status, message: envelope.message || fallback };
  }
  return { ok: true, data: envelope.data, message: envelope.message ?? '' };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const hasCredentials = (data: unknown): data is { apikey: string; token: string } =>
  isRecord(data) && typeof data.apikey === 'string' && typeof data.token === 'string';
const hasApiKey = (data: unknown): data is { apikey: string } => isRecord(data) && typeof data.apikey === 'string';
/** For calls whose answer carries no data the browser needs. */
const anything = (_data: unknown): _data is unknown => true;

export interface SignUp {
  nama: string;
  username: string;
  password: string;
}

/** A new account; the answer is a session exactly like a login's. */
export async function register(account: SignUp): Promise<AccountResult<Credentials>> {
  const result = await post('register', account, { fallback: fieldMessages.registerFailed }, hasCredentials);
  return result.ok ? { ...result, data: { apiKey: result.data.apikey, token: result.data.token } } : result;
}

/** Ends this session on the server; bounded in time, because the browser forgets it either way. */
export function logout(token: string): Promise<AccountResult<unknown>> {
  return post('logout', {}, { token, signal: AbortSignal.timeout(LOGOUT_WAIT_MS), fallback: messages.serverError }, anything);
}

/** Ends every session of the account, this one included. */
export function logoutAll(token: string): Promise<AccountResult<unknown>> {
  return post('logout-all', {}, { token, fallback: fieldMessages.logoutAllFailed }, anything);
}

export function changePassword(token: string, oldPassword: string, newPassword: string): Promise<AccountResult<unknown>> {
  return post('password', { oldPassword, newPassword }, { token, fallback: fieldMessages.passwordChangeFailed }, anything);
}

/** How long the old key is still taken after a new one is made. */
export type GraceSeconds = 0 | 3600 | 86400;

/**
 * A new key for the account. The current one goes along (`?apikey=`): in front of an upstream the
 * portal keeps the request log by key, and carries it over to the new key.
 */
export async function replaceApiKey(token: string, currentKey: string, graceSeconds: GraceSeconds): Promise<AccountResult<string>> {
  const result = await post(`apikey?apikey=${encodeURIComponent(currentKey)}`, { graceSeconds }, { token, fallback: fieldMessages.apiKeyFailed }, hasApiKey);
  return result.ok ? { ...result, data: result.data.apikey } : result;
}
