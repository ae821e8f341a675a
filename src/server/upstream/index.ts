/** Upstream mode: `/api/*` forwarded to `API_UPSTREAM`, with the headers each way; the upstream's word on a session. */
export { registerUpstream, upstreamUrl } from './proxy.ts';
export { profileChecker, type ProfileVerdict } from './profile-check.ts';
