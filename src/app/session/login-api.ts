import { messages } from '../../catalog/messages.ts';
import { readEnvelope } from '../../engine/read-envelope.ts';
import type { Credentials } from './storage.ts';

export type LoginResult = { ok: true; credentials: Credentials } | { ok: false; message: string };

interface LoginData {
  apikey?: unknown;
  token?: unknown;
}

export async function login(username: string, password: string): Promise<LoginResult> {
  let response: Response;
  try {
    response = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
  } catch {
    return { ok: false, message: messages.networkError };
  }
  const body = await readEnvelope<LoginData>(response);
  const { apikey, token } = body.data ?? {};
  if (!response.ok || body.status === false || typeof apikey !== 'string' || typeof token !== 'string') {
    return { ok: false, message: body.message || messages.loginFailed };
  }
  return { ok: true, credentials: { apiKey: apikey, token } };
}
