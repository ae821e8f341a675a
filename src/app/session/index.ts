export { SessionProvider } from './SessionProvider/index.ts';
export { useSession } from './session-context.ts';
export { isAtLimit } from './limit.ts';
export { clearCredentials, readCredentials, storeCredentials } from './storage.ts';
export { login } from './login-api.ts';
export type { Outage, Profile, SessionValue } from './types.ts';
export { afterLogin, loginThen, nextLocation } from './next-location.ts';
export { useSignedIn } from './signed-in.ts';
export { prefetchProfile } from './profile-prefetch.ts';
