import { fetchProfile, type ProfileResult } from './profile-api.ts';
import { readCredentials, type Credentials } from './storage.ts';

/** Pages that render inside the session (SessionGate): they show nothing until the profile is there. */
const sessionPage = /^\/(?:dashboard|profile)(?:\/|$)/;

const keyOf = ({ apiKey, token }: Credentials) => `${apiKey}\n${token}`;

let early: { key: string; result: Promise<ProfileResult> } | null = null;

/**
 * On the first load of a session page, asks for the profile as soon as the first script runs,
 * instead of after React has rendered down to the session: on a slow link that round trip no
 * longer follows the scripts but overlaps their evaluation.
 */
export function prefetchProfile(pathname: string): void {
  const credentials = sessionPage.test(pathname) ? readCredentials() : null;
  if (credentials) early = { key: keyOf(credentials), result: fetchProfile(credentials) };
}

/** The early answer once, when it is for these credentials; every later load asks the server again. */
export function loadProfile(credentials: Credentials): Promise<ProfileResult> {
  const taken = early;
  early = null;
  return taken && taken.key === keyOf(credentials) ? taken.result : fetchProfile(credentials);
}
