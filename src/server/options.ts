import type { FastifyServerOptions } from 'fastify';
import type { DemoCredentials, DemoSettings } from './common/index.ts';
import type { HandlerRegistry, ImageProxyOptions } from './embedded/index.ts';
import type { Resolve } from './net/index.ts';
import type { ProviderSettings } from './providers/index.ts';
import type { ReminderOptions } from './reminders/index.ts';
import type { RateLimits, ServerTimeouts } from './shell/index.ts';
import type { Clock, StoreConfig } from './store/index.ts';

/** How a portal server is built: what the command line reads from the environment, and what tests set. */
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
