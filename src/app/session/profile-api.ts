import { messages } from '../../catalog/messages.ts';
import { readEnvelope } from './read-json.ts';
import type { Credentials } from './storage.ts';
import type { Profile } from './types.ts';

export type ProfileResult =
  | { kind: 'ok'; profile: Profile }
  /** The server refused the session: credentials must go. */
  | { kind: 'rejected'; message: string }
  /** No answer at all: the session may still be good, so nothing is cleared. */
  | { kind: 'offline' };

function isProfile(value: unknown): value is Profile {
  if (!value || typeof value !== 'object') return false;
  const p = value as Record<string, unknown>;
  return typeof p.nama === 'string' && typeof p.role === 'string' && typeof p.totalreq === 'number' && typeof p.limit === 'number';
}

export async function fetchProfile({ apiKey, token }: Credentials): Promise<ProfileResult> {
  let response: Response;
  try {
    response = await fetch(`/api/proxy/profile?apikey=${encodeURIComponent(apiKey)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
  } catch {
    return { kind: 'offline' };
  }
  const body = await readEnvelope<unknown>(response);
  if (!response.ok || body.status === false || !isProfile(body.data)) {
    return { kind: 'rejected', message: body.message || messages.sessionExpired };
  }
  const data = body.data;
  return { kind: 'ok', profile: { ...data, backgroundImageUrl: typeof data.backgroundImageUrl === 'string' ? data.backgroundImageUrl : '' } };
}
