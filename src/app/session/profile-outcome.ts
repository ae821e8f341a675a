import { messages } from '../../catalog/messages.ts';
import type { Envelope } from '../../engine/read-envelope.ts';
import type { Profile } from './types.ts';

export type ProfileResult =
  | { kind: 'ok'; profile: Profile }
  /** The server refused the session: credentials must go (spec section 5). */
  | { kind: 'rejected'; message: string }
  /**
   * No answer, a 5xx or a 429: the server could not say whether the session is good, so nothing
   * is cleared and the profile is asked again later. `retryAfterSeconds` is the server's own wait.
   */
  | { kind: 'unavailable'; message?: string; retryAfterSeconds?: number };

function isProfile(value: unknown): value is Profile {
  if (!value || typeof value !== 'object') return false;
  const p = value as Record<string, unknown>;
  return typeof p.nama === 'string' && typeof p.role === 'string' && typeof p.totalreq === 'number' && typeof p.limit === 'number';
}

/** `Retry-After` in seconds (HTTP allows a date too); absent or unreadable: undefined. */
function retryAfterSeconds(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - now) / 1000;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/**
 * What a profile answer means for the session. An outage (a restarting upstream behind our
 * proxy answers 502/504, an overloaded one 503, a limit 429) must never log anyone out; a 401 or
 * 403, or `status: false` from a server that did answer, is the spec's failed profile load ("not
 * ok or status is false"); a 2xx that brings no profile is neither.
 */
export function profileOutcome(answer: { status: number; body: Envelope<unknown>; retryAfter?: string | null } | null, now = Date.now()): ProfileResult {
  if (!answer) return { kind: 'unavailable' };
  const { status, body } = answer;
  if (status >= 500 || status === 429) {
    return { kind: 'unavailable', message: body.message || undefined, retryAfterSeconds: retryAfterSeconds(answer.retryAfter ?? null, now) };
  }
  if (status < 200 || status >= 300 || body.status === false) {
    return { kind: 'rejected', message: body.message || messages.sessionExpired };
  }
  // A 2xx without a profile said nothing of the session: most often a body that broke off (a
  // dropped line, the page being left mid-answer), read as an empty envelope. Asked again.
  if (!isProfile(body.data)) return { kind: 'unavailable' };
  const data = body.data;
  return { kind: 'ok', profile: { ...data, backgroundImageUrl: typeof data.backgroundImageUrl === 'string' ? data.backgroundImageUrl : '' } };
}
