import type { Catalog } from '../../catalog/types.ts';
import type { ServerOptions } from '../options.ts';
import { defaultLogDays } from '../request-log/index.ts';
import { installKeyRenewal, profileChecker, registerUpstream, upstreamOwners, upstreamReader } from '../upstream/index.ts';
import type { PortalMode } from './mode.ts';

/** Longest upstream silence before 504 unless `API_UPSTREAM_TIMEOUT_MS` says otherwise. */
const defaultTimeoutMs = 30_000;

/**
 * `/api/*` is forwarded to `API_UPSTREAM`, which judges every key itself. The portal keeps only
 * the log of the forwarded calls (none with `PORTAL_LOG_DAYS=0`), by key, read back once the
 * upstream's profile confirms the key is the session's. Registered on the server itself (no
 * encapsulation): the proxy's hooks and the request log's must see the same requests.
 */
export function upstreamMode(url: string, options: ServerOptions, catalog: () => Catalog): PortalMode {
  const upstream = { url, timeoutMs: options.upstreamTimeoutMs ?? defaultTimeoutMs, resolve: options.upstreamResolve };
  const confirm = profileChecker(upstream);
  return {
    name: 'upstream',
    needsStore: (options.logDays ?? defaultLogDays) > 0,
    readsCatalogAtStart: false,
    // Waiting for the upstream leaves the client's connection silent: it must outlast that wait.
    idleMs: (ms) => Math.max(ms, upstream.timeoutMs + 5_000),
    callOwners: (stored) => (stored?.logging ? upstreamOwners(stored.repos.upstreamKeys, () => catalog().groups.flatMap((g) => g.entries)) : undefined),
    install(app, stored) {
      if (!stored?.logging) return {};
      installKeyRenewal(app, confirm, stored.repos.upstreamKeys);
      return { logReader: upstreamReader(confirm, stored.repos.upstreamKeys) };
    },
    async register(app) {
      await registerUpstream(app, upstream);
      return {};
    },
  };
}
