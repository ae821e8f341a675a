import { buildServer } from '../server/app.ts';
import { randomCredential } from '../server/store/secrets.ts';
import type { RuntimeConfig } from '../server/config.ts';
import { embeddedApi, upstreamApi, type PortalApi } from './portal-api.ts';

export interface ConnectedApi {
  api: PortalApi;
  apiKey: string;
  /** Where the calls go, for the start line. */
  target: string;
  close: () => Promise<void>;
}

/** Said when an upstream is set but no key for it is. */
export const upstreamKeyMissing = 'PORTAL_APIKEY wajib diisi bila API_UPSTREAM dipakai.';

/**
 * The API the tools call: `API_UPSTREAM` over HTTP with `PORTAL_APIKEY`, else the embedded API in
 * this process (no port opened) with `PORTAL_APIKEY` or the demo account's key.
 */
export async function connectApi(config: Pick<RuntimeConfig, 'upstreamUrl' | 'upstreamTimeoutMs' | 'demo' | 'offline'>, apiKey: string | undefined): Promise<ConnectedApi> {
  if (config.upstreamUrl) {
    if (!apiKey) throw new Error(upstreamKeyMissing);
    return { api: upstreamApi(config.upstreamUrl, config.upstreamTimeoutMs), apiKey, target: config.upstreamUrl, close: async () => {} };
  }
  // The tools run on a store of their own in memory: the demo key must be known to call with it.
  const demo = { ...config.demo, apikey: config.demo.apikey ?? randomCredential(16) };
  const app = await buildServer({
    demo,
    distDir: null,
    // Offline, no name resolves: the image proxy fetches nothing from outside.
    imageProxy: config.offline ? { resolve: async () => [] } : undefined,
  });
  await app.ready();
  return { api: embeddedApi(app), apiKey: apiKey || demo.apikey, target: 'API bawaan', close: () => app.close() };
}
