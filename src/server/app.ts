import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { readChangelog } from '../catalog/changes/changelog-file.ts';
import { registerChangesFeed } from './changes/index.ts';
import { catalogDir, loadCatalog, type LoadResult } from '../catalog/loader.ts';
import type { Catalog } from '../catalog/types.ts';
import { createEntryValidator, type HandlerRegistry, type ImageProxyOptions, embeddedMcpKeys, InternalCalls, registerEmbeddedApi } from './embedded/index.ts';
import type { DemoCredentials, DemoSettings } from './common/index.ts';
import { postmanUploads, registerDownloads } from './downloads/index.ts';
import { type McpKeyRule, registerMcpEndpoint } from './mcp/index.ts';
import { portalInfo } from '../mcp/portal-info.ts';
import { createPortalToolset, type PortalToolset } from '../mcp/toolset.ts';
import { clientErrorHandler, connectRedis, defaultTimeouts, frameworkErrors, installBodyIdleTimeout, installJsonBody, installMethodNotAllowed, installRateLimits, installRouteTable, installSecurityHeaders, type RateLimits, registerCompression, registerHealth, readReferencePages, registerSpa, type ServerTimeouts, timeoutOptions, withMaskedUrls } from './shell/index.ts';
import { installErrorHandler } from './common/index.ts';
import { destinationRulesSlot, type Resolve } from './net/index.ts';
import { destinationRules, registerReminders, type ReminderOptions } from './reminders/index.ts';
import { type Clock, openStore, systemClock, repositories, type StoreConfig } from './store/index.ts';
import { cachedOwners, defaultLogDays, entryMatcher, installKeyRenewal, installRequestLog, LogQueue, newRequestId, readAfterQueue, registerUsageRoutes, startRetention, upstreamKeyOf, upstreamReader, type UpstreamCalls } from './request-log/index.ts';
import { profileChecker, registerUpstream } from './upstream/index.ts';
import { defaultProviderUrls, providerDefaults, Providers, type ProviderSettings } from './providers/index.ts';

/** The project folder (two levels above this file). */
export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerOptions {
  /** Start slow engines (OCR, the MCP tool list) when ready instead of on first use; `npm start` sets it, tests do not. */
  warmUp?: boolean;
  /** Catalog folder; default `PORTAL_CATALOG_DIR`, else `catalog/`. */
  catalogRoot?: string;
  /** Built portal; default `dist/`; null serves no pages (API only, as under `npm run dev`). */
  distDir?: string | null;
  /** The dashboard's messaging channel (`PORTAL_CHANNEL_URL`, an http(s) URL); none: the dashboard says none is set. */
  channelUrl?: string;
  /** Where example answers' `file` fixtures live; default `public/fixtures`. */
  fixturesDir?: string;
  /** The demo account as configured (a fixed key and token, the limit...); the rest default or random. */
  demo?: DemoSettings;
  /** Told the demo account's credentials once it is seeded (the start banner). */
  onDemoSeeded?: (demo: DemoCredentials) => void;
  /** Where the embedded API keeps its data; default PGlite in memory, gone on close (tests, in-process tools). */
  store?: StoreConfig;
  /** The server secret API keys are sealed under (`PORTAL_SECRET`); default the data folder's `secret.key`. */
  secret?: string;
  /** The first operator (`PORTAL_ADMIN_USERNAME` / `PORTAL_ADMIN_PASSWORD`): made, or given role ADMIN, at start. */
  admin?: { username: string; password: string };
  /** Calls per day of an account made by sign-up (`PORTAL_DEFAULT_LIMIT`); default 1000. */
  defaultLimit?: number;
  /** How long a session lasts after its last use, in days (`PORTAL_SESSION_DAYS`); default 30. */
  sessionDays?: number;
  /** How many days the request log keeps each call (`PORTAL_LOG_DAYS`); default 30; 0 logs nothing. */
  logDays?: number;
  /** The request log's batching (tests and the load script shorten or measure it). */
  logQueue?: { flushMs?: number; maxBatch?: number };
  /** The repositories' clock (tests travel through days and expiries). */
  clock?: Clock;
  /** Set: `/api/*` is forwarded there instead of the embedded API. */
  upstreamUrl?: string;
  /** Longest upstream silence before 504; default 30 s (`API_UPSTREAM_TIMEOUT_MS`). */
  upstreamTimeoutMs?: number;
  /** DNS for the upstream host (tests); default the system resolver. */
  upstreamResolve?: Resolve;
  /** The 3rd-party sources (BMKG, Open-Meteo): addresses, timeout, offline; default offline (tests never leave loopback). */
  providers?: ProviderSettings;
  /** `/api/images/proxy` settings. Its allow list is for tests only and is never read from the environment. */
  imageProxy?: ImageProxyOptions;
  /** Replaces the real-handler registry (tests). */
  handlers?: HandlerRegistry;
  /** The CSP header; off for the Vite dev server's inline scripts. Default on. */
  csp?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Requests per window for login, the image proxy and the API; default none (the CLI reads `RATE_LIMIT_*`). */
  rateLimits?: RateLimits;
  /** Set: the rate limits live in this Redis, shared by every instance using it. */
  redisUrl?: string;
  /** Whose `X-Forwarded-*` headers name the client (the balancer's addresses, CIDR allowed); default nobody's. */
  trustProxy?: string;
  /** Reminder delivery (the webhook group); the engine runs only when `run` is set (`npm start` sets it). */
  reminders?: ReminderOptions;
  /** Header, body and idle limits for clients; default `defaultTimeouts`. */
  timeouts?: Partial<ServerTimeouts>;
}

/** The MCP tools and guides of the catalog, made when an agent first asks. */
function lazyToolset(catalog: () => Catalog): () => PortalToolset {
  let toolset: PortalToolset | undefined;
  return () => (toolset ??= createPortalToolset(catalog(), createEntryValidator()));
}

/** The portal server: security headers, Indonesian errors, `/api` (embedded or upstream), the SPA. */
export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const timeouts = { ...defaultTimeouts, ...options.timeouts };
  // Waiting for the upstream leaves the client's connection silent: it must outlast that wait.
  if (options.upstreamUrl) timeouts.idleMs = Math.max(timeouts.idleMs, (options.upstreamTimeoutMs ?? 30_000) + 5_000);
  const headers = { csp: options.csp };
  const app = Fastify({
    // A path parameter as long as a URL may be: the catalog sets no length, so the router must not either.
    routerOptions: { maxParamLength: 8192 },
    logger: withMaskedUrls(options.logger ?? false),
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
  // The embedded API keeps everything in the store; upstream mode only its request log (none with `PORTAL_LOG_DAYS=0`).
  const needsStore = !options.upstreamUrl || logDays > 0;
  const catalogRoot = options.catalogRoot ?? catalogDir(projectRoot);
  // Read once, when first needed: by the embedded API's routes, MCP's tools, or the log naming a
  // forwarded call's entry (parsing and checking the YAML is most of a start's CPU).
  let loaded: LoadResult | undefined;
  const catalogRead = () => (loaded ??= loadCatalog(catalogRoot));
  const catalogOnce = () => catalogRead().catalog;
  // One set of provider caches and breakers for the server: the entries and whatever else reads the quake or the weather.
  const providers = new Providers(options.providers ?? { offline: true, timeoutMs: providerDefaults.timeoutMs, urls: defaultProviderUrls });
  const opening = needsStore ? openStore(options.store ?? { kind: 'memory' }, { secret: options.secret }) : undefined;
  // The embedded API's catalog is read while PGlite opens on its own thread: the two took a second
  // or more each, one after the other.
  let unreadable: { error: unknown } | undefined;
  try {
    if (!options.upstreamUrl) catalogRead();
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
    repos &&
    logDays > 0 &&
    new LogQueue(repos.requestLog, {
      ...options.logQueue,
      onError: (error) => app.log.warn({ err: error }, 'request log write failed'),
      yieldTo: countsFirst && (() => countsFirst(50)),
    });
  const upstreamCalls: UpstreamCalls | undefined =
    options.upstreamUrl && repos && logQueue
      ? { keyOf: upstreamKeyOf, ...cachedOwners(repos.upstreamKeys), entryOf: entryMatcher(() => catalogOnce().groups.flatMap((g) => g.entries)) }
      : undefined;
  installRequestLog(app, logQueue || undefined, upstreamCalls);
  // The repositories as the routes see them: a read of the log finds every call answered before it.
  const routeRepos = repos && logQueue ? { ...repos, requestLog: readAfterQueue(repos.requestLog, logQueue) } : repos;
  let reminders: { stop: () => Promise<void> } | undefined;
  let mcpKeys: McpKeyRule | undefined;
  if (store) {
    const stopRetention = repos && logDays > 0 ? startRetention(repos.requestLog, logDays, app.log, () => repos.upstreamKeys.prune()) : undefined;
    // The calls still waiting are written before the store closes: an answered call is never lost to a graceful stop.
    app.addHook('onClose', async () => {
      stopRetention?.();
      try {
        // The queue's workers finish their attempts while the store is still open.
        await reminders?.stop().catch((error: unknown) => app.log.warn({ err: error }, 'reminder engine not stopped'));
        if (logQueue) await logQueue.close();
      } finally {
        // The day's counts written exactly, not as far ahead as busy keys had them.
        await repos?.usage.settle?.().catch((error: unknown) => app.log.warn({ err: error }, 'daily counts not settled'));
        await store.close();
      }
    });
  }
  registerHealth(app, options.upstreamUrl ? 'upstream' : 'embedded', store && { store: store.kind, schemaVersion: store.schemaVersion });
  registerChangesFeed(app, () => readChangelog(catalogRoot), process.env.PORTAL_SITE_URL || undefined);
  try {
    const redis = options.redisUrl ? await connectRedis(app, options.redisUrl) : undefined;
    if (options.rateLimits) await installRateLimits(app, options.rateLimits, redis);
    if (options.upstreamUrl) {
      const upstream = { url: options.upstreamUrl, timeoutMs: options.upstreamTimeoutMs ?? 30_000, resolve: options.upstreamResolve };
      // The log the portal keeps of the forwarded calls is read here, not at the upstream.
      if (upstreamCalls && repos) {
        const confirm = profileChecker(upstream);
        registerUsageRoutes(app, routeRepos ?? repos, upstreamReader(confirm, repos.upstreamKeys), () => readChangelog(catalogRoot));
        installKeyRenewal(app, confirm, repos.upstreamKeys);
      }
      await registerUpstream(app, upstream);
    } else if (routeRepos) {
      installMethodNotAllowed(app);
      const internalCalls = new InternalCalls();
      mcpKeys = embeddedMcpKeys(routeRepos.apiKeys, internalCalls);
      // Offline (`PORTAL_OFFLINE=1`, and every test server unless it names providers), a webhook's host
      // name is not looked up: nothing leaves the machine, and each delivery checks the name again.
      const offline = options.providers?.offline ?? true;
      const rules = destinationRules({ ...options.reminders, resolve: options.reminders?.resolve ?? (offline ? async () => [] : undefined) });
      await registerEmbeddedApi(app, {
        internalCalls,
        stateSeeds: { [destinationRulesSlot]: rules },
        catalog: catalogRead,
        fixturesDir: options.fixturesDir ?? join(projectRoot, 'public', 'fixtures'),
        repos: routeRepos,
        defaultLimit: options.defaultLimit ?? 1000,
        admin: options.admin,
        clock: options.clock,
        demo: options.demo ?? {},
        onDemoSeeded: options.onDemoSeeded,
        handlers: options.handlers,
        imageProxy: options.imageProxy,
        providers,
        warmUp: options.warmUp,
      });
      if (store) reminders = registerReminders(app, { repos: routeRepos, clock: options.clock ?? systemClock, internalCalls, queueDb: store.queueDb, rules }, options.reminders);
    }
    const toolset = lazyToolset(catalogOnce);
    // Reading the catalog for MCP blocks for a second or two: at start, not during an agent's first request.
    if (options.warmUp) app.addHook('onReady', async () => void toolset());
    const distDir = options.distDir === undefined ? join(projectRoot, 'dist') : options.distDir;
    const info = portalInfo(projectRoot);
    registerMcpEndpoint(app, { toolset, info, keyRule: mcpKeys });
    registerDownloads(app, { catalog: catalogOnce, version: info.version, files: postmanUploads(projectRoot), siteOrigin: distDir === null ? null : (readReferencePages(distDir)?.origin ?? null) });
    await registerSpa(app, distDir, options.channelUrl);
  } catch (error) {
    // Nothing listens yet: the store (and its folder lock) must not outlive the failed start.
    await store?.close();
    throw error;
  }
  return app;
}
