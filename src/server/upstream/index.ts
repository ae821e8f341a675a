/** Upstream mode: `/api/*` forwarded to `API_UPSTREAM`, with the headers each way. */
export { registerUpstream, upstreamUrl } from './proxy.ts';
