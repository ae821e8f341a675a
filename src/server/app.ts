import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { readChangelog } from '../catalog/changes/changelog-file.ts';
import { catalogDir, loadCatalog, type LoadResult } from '../catalog/loader.ts';
import type { Catalog } from '../catalog/types.ts';
import { portalInfo } from '../mcp/portal-info.ts';
import { createPortalToolset, type PortalToolset } from '../mcp/toolset.ts';
import { registerChangesFeed } from './changes/index.ts';
import { installErrorHandler } from './common/index.ts';
import { postmanUploads, registerDownloads } from './downloads/index.ts';
import { createEntryValidator } from './embedded/index.ts';
import { registerMcpEndpoint } from './mcp/index.ts';
import { embeddedMode, type ModeStore, upstreamMode } from './modes/index.ts';
import type { ServerOptions } from './options.ts';
import { defaultProviderUrls, providerDefaults, Providers } from './providers/index.ts';
import { defaultLogDays, installRequestLog, LogQueue, newRequestId, readAfterQueue, registerUsageRoutes, startRetention } from './request-log/index.ts';
import { clientErrorHandler, connectRedis, defaultTimeouts, frameworkErrors, installBodyIdleTimeout, installJsonBody, installRateLimits, installRouteTable, installSecurityHeaders, registerCompression, registerHealth, readReferencePages, registerSpa, timeoutOptions, withMaskedUrls, lazyRequestLoggers } from './shell/index.ts';
import { openStore, repositories } from './store/index.ts';

/** The project folder (two levels above this file). */
export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export type { ServerOptions } from './options.ts';

/** The MCP tools and guides of the catalog, made when an agent first asks. */
function lazyToolset(catalog: () => Catalog): () => PortalToolset {
  let toolset: PortalToolset | undefined;
  return () => (toolset ??= createPortalToolset(catalog(), createEntryValidator()));
}

/** The portal server: security headers, Indonesian errors, `/api` (embedded or upstream), the SPA. */
export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const catalogRoot = options.catalogRoot ?? catalogDir(projectRoot);
  // Read once, when first needed: by the embedded API's routes, MCP's tools, or the log naming a
  // forwarded call's entry (parsing and checking the YAML is most of a start's CPU).
  let loaded: LoadResult | undefined;
  const catalogRead = () => (loaded ??= loadCatalog(catalogRoot));
  const catalogOnce = () => catalogRead().catalog;
  // One set of provider caches and breakers for the server: the entries and whatever else reads the quake or the weather.
  const providers = new Providers(options.providers ?? { offline: true, timeoutMs: providerDefaults.timeoutMs, urls: defaultProviderUrls });
  // The server's one branch on where `/api/*` is answered.
  const mode = options.upstreamUrl ? upstreamMode(options.upstreamUrl, options, catalogOnce) : embeddedMode(options, { catalog: catalogRead, projectRoot, providers });

  const timeouts = { ...defaultTimeouts, ...options.timeouts };
  timeouts.idleMs = mode.idleMs(timeouts.idleMs);
  const headers = { csp: options.csp };
  const app = Fastify({
    // A path parameter as long as a URL may be: the catalog sets no length, so the router must not either.
    routerOptions: { maxParamLength: 8192 },
    logger: withMaskedUrls(options.logger ?? false),
    childLoggerFactory: lazyRequestLoggers,
    trustProxy: options.trustProxy ?? false,
    // Every request's id is the server's own UUID: the answer's `X-Request-Id` and the log entry's id.
    genReqId: newRequestId,
    requestIdHeader: false,
    // A JSON key `__proto__` (or `constructor.prototype`) is refused with a 400, never dropped in
    // silence: installJsonBody reads every JSON body with this same rule and says so in Indonesian.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    ...timeoutOptions(timeouts),
    frameworkErrors: frameworkErrors(headers),
    clientErrorHandler: clientErrorHandler(headers),
  });
  installRouteTable(app);
  installSecurityHeaders(app, headers);
  installErrorHandler(app);
  installJsonBody(app);
  installBodyIdleTimeout(app, timeouts);
  await registerCompression(app);

  const logDays = options.logDays ?? defaultLogDays;
  const opening = mode.needsStore ? openStore(options.store ?? { kind: 'memory' }, {
        secret: options.secret,
        // Calls go on, each asking the database who its key belongs to, until the notices are heard again.
        onKeyNoticesLost: (error) => app.log.warn({ err: error }, 'key-change notices not heard: key lookups are asked of the database on every call until they are'),
      }) : undefined;
  // The embedded API's catalog is read while PGlite opens on its own thread: the two took a second
  // or more each, one after the other.
  let unreadable: { error: unknown } | undefined;
  try {
    if (mode.readsCatalogAtStart) catalogRead();
  } catch (error) {
    unreadable = { error };
  }
  const store = await opening;
  if (unreadable) {
    await store?.close();
    throw unreadable.error;
  }
  const repos = store && repositories(store, { clock: options.clock, sessionDays: options.sessionDays });
  // Each piece of the log waits (up to 50 ms) until no answered call waits for its count's commit:
  // PGlite runs one statement at a time, and the answers wait on the counts, never on the log.
  const countsFirst = repos?.usage.quiet?.bind(repos.usage);
  const logQueue =
    repos && logDays > 0
      ? new LogQueue(repos.requestLog, {
          ...options.logQueue,
          onError: (error) => app.log.warn({ err: error }, 'request log write failed'),
          yieldTo: countsFirst && (() => countsFirst(50)),
        })
      : undefined;
  // The repositories as the routes see them: a read of the log finds every call answered before it.
  const stored: ModeStore | undefined = store && repos && { store, repos, routeRepos: logQueue ? { ...repos, requestLog: readAfterQueue(repos.requestLog, logQueue) } : repos, logging: logQueue !== undefined };
  installRequestLog(app, logQueue, mode.callOwners(stored));
  let stopMode: (() => Promise<void>) | undefined;
  if (store) {
    const stopRetention = repos && logDays > 0 ? startRetention(repos.requestLog, logDays, app.log, () => repos.upstreamKeys.prune()) : undefined;
    // The calls still waiting are written before the store closes: an answered call is never lost to a graceful stop.
    app.addHook('onClose', async () => {
      stopRetention?.();
      try {
        // The queue's workers finish their attempts while the store is still open.
        await stopMode?.().catch((error: unknown) => app.log.warn({ err: error }, 'reminder engine not stopped'));
        if (logQueue) await logQueue.close();
      } finally {
        // The day's counts written exactly, not as far ahead as busy keys had them.
        await repos?.usage.settle?.().catch((error: unknown) => app.log.warn({ err: error }, 'daily counts not settled'));
        await store.close();
      }
    });
  }
  registerHealth(app, mode.name, store && { store: store.kind, schemaVersion: store.schemaVersion });
  registerChangesFeed(app, () => readChangelog(catalogRoot), process.env.PORTAL_SITE_URL || undefined);
  try {
    const redis = options.redisUrl ? await connectRedis(app, options.redisUrl) : undefined;
    if (options.rateLimits) await installRateLimits(app, mode.rateLimits?.(options.rateLimits) ?? options.rateLimits, redis);
    const parts = mode.install(app, stored);
    // The log the portal keeps is read here, in either mode (the upstream's own log is never asked).
    if (parts.logReader && stored) registerUsageRoutes(app, stored.routeRepos, parts.logReader, () => readChangelog(catalogRoot));
    const registered = await mode.register(app, stored, { redis });
    stopMode = registered.stop;
    const toolset = lazyToolset(catalogOnce);
    // Reading the catalog for MCP blocks for a second or two: at start, not during an agent's first request.
    if (options.warmUp) app.addHook('onReady', async () => void toolset());
    const distDir = options.distDir === undefined ? join(projectRoot, 'dist') : options.distDir;
    const info = portalInfo(projectRoot);
    registerMcpEndpoint(app, { toolset, info, keyRule: parts.mcpKeys, account: registered.accountTools });
    registerDownloads(app, { catalog: catalogOnce, version: info.version, files: postmanUploads(projectRoot), siteOrigin: distDir === null ? null : (readReferencePages(distDir)?.origin ?? null) });
    await registerSpa(app, distDir, options.channelUrl);
  } catch (error) {
    // Nothing listens yet: the store (and its folder lock) must not outlive the failed start.
    await store?.close();
    throw error;
  }
  return app;
}
