/** Upstream mode: `/api/*` forwarded to `API_UPSTREAM`, with the headers each way; the upstream's word on a session; the log's owner of a forwarded call. */
export { registerUpstream, upstreamUrl } from './proxy.ts';
export { profileChecker, type ProfileVerdict } from './profile-check.ts';
export { installKeyRenewal } from './key-renewal.ts';
export { upstreamOwners } from './upstream-calls.ts';
export { upstreamReader } from './upstream-reader.ts';
