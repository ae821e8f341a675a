import { buildServer } from './app.ts';
import type { RuntimeConfig } from './shell/index.ts';
import { type DemoCredentials, stdioMessages } from './common/index.ts';
import { injectedApi, upstreamApi, type PortalApi } from '../mcp/portal-api.ts';
import { upstreamUrl } from './upstream/index.ts';
import { accountDoorsOf } from './mcp/index.ts';
import type { AccountDoor } from '../mcp/account-tools.ts';

export interface ConnectedApi {
  api: PortalApi;
  apiKey: string;
  /** Where the calls go, for the start line. */
  target: string;
  /** The key's own account as tools (embedded API only; an upstream's accounts are its own). */
  account?: AccountDoor;
  close: () => Promise<void>;
}

/**
 * The API the tools call: `API_UPSTREAM` over HTTP with `PORTAL_APIKEY`, else the embedded API in
 * this process (no port opened) on the portal's own store (`PORTAL_DATA_DIR` or `DATABASE_URL`),
 * so calls count on the same quota and uploads are served by the portal afterwards; with
 * `PORTAL_APIKEY` or the demo account's key.
 */
export async function connectApi(config: Pick<RuntimeConfig, 'upstreamUrl' | 'upstreamTimeoutMs' | 'demo' | 'offline' | 'store' | 'secret'> & Partial<Pick<RuntimeConfig, 'providers'>>, apiKey: string | undefined): Promise<ConnectedApi> {
  if (config.upstreamUrl) {
    if (!apiKey) throw new Error(stdioMessages.upstreamKeyMissing);
    const base = config.upstreamUrl;
    return { api: upstreamApi((path) => upstreamUrl(base, path), config.upstreamTimeoutMs), apiKey, target: config.upstreamUrl, close: async () => {} };
  }
  let demo: DemoCredentials | undefined;
  const app = await buildServer({
    demo: config.demo,
    onDemoSeeded: (seeded) => (demo = seeded),
    store: config.store,
    secret: config.secret,
    distDir: null,
    // Offline, no name resolves: the image proxy fetches nothing from outside.
    imageProxy: config.offline ? { offline: true } : undefined,
    providers: config.providers,
  }).catch((error: unknown) => {
    // One process per data folder: the portal itself may hold it.
    if (config.store.kind === 'pglite' && (error as Error).message.includes(config.store.dataDir)) throw new Error(`${(error as Error).message}\n${stdioMessages.portalRunning}`, { cause: error });
    throw error;
  });
  await app.ready();
  const key = apiKey || demo?.apikey;
  if (!key) {
    await app.close();
    throw new Error(stdioMessages.demoKeyUnknown);
  }
  return { api: injectedApi(app), apiKey: key, target: 'API bawaan', account: accountDoorsOf(app)?.(key, app.log), close: () => app.close() };
}
