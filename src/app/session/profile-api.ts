import { profileOutcome, type ProfileResult } from './profile-outcome.ts';
import { readEnvelope } from '../../engine/read-envelope.ts';
import type { Credentials } from './storage.ts';

export type { ProfileResult } from './profile-outcome.ts';

export async function fetchProfile({ apiKey, token }: Credentials): Promise<ProfileResult> {
  let response: Response;
  try {
    response = await fetch(`/api/proxy/profile?apikey=${encodeURIComponent(apiKey)}`, {
      headers: { Authorization: `Bearer ${token}` },
      // The answer is the session's state right now, never a copy kept by the browser.
      cache: 'no-store',
    });
  } catch {
    return profileOutcome(null);
  }
  return profileOutcome({ status: response.status, body: await readEnvelope<unknown>(response), retryAfter: response.headers.get('retry-after') });
}
