export { SessionProvider } from './SessionProvider/index.ts';
export { useSession } from './session-context.ts';
export { isAtLimit } from './limit.ts';
export { clearCredentials, readCredentials, storeCredentials } from './storage.ts';
export { login } from './login-api.ts';
export { prefetchProfile } from './profile-prefetch.ts';
export type { Profile, SessionValue } from './types.ts';
