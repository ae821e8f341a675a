import { resolve } from 'node:path';
import { demoFromEnv, type DemoCredentials, type DemoSettings } from '../common/index.ts';
import { defaultRateLimits, type RateLimits } from './rate-limits.ts';
import type { StoreConfig } from '../store/index.ts';
import { defaultProviderUrls, providerDefaults, type ProviderSettings } from '../providers/index.ts';

export interface RuntimeConfig {
  host: string;
  port: number;
  upstreamUrl?: string;
  upstreamTimeoutMs: number;
  /** The built portal to serve; `PORTAL_DIST_DIR`, default `dist/` (benchmarks build elsewhere). */
  distDir?: string;
  /** `PORTAL_OFFLINE=1`: the image proxy and the providers fetch nothing from outside (tests stay on loopback). */
  offline: boolean;
  /**
   * The 3rd-party sources (docs/providers.md): `PORTAL_BMKG_URL`, `PORTAL_OPEN_METEO_GEOCODING_URL`,
   * `PORTAL_OPEN_METEO_URL` (their base addresses), `PORTAL_PROVIDER_TIMEOUT_MS` (default 5000).
   */
  providers: ProviderSettings;
  demo: DemoSettings;
  /** `DATABASE_URL` (PostgreSQL, for several instances), else PGlite in `PORTAL_DATA_DIR` (default `./data`). */
  store: StoreConfig;
  /** `PORTAL_SECRET`: what API keys are sealed under; required with `DATABASE_URL`. */
  secret?: string;
  /** `PORTAL_SESSION_DAYS`: a session ends this many days after its last use (default 30). */
  sessionDays: number;
  /** `PORTAL_LOG_DAYS`: how many days the request log keeps each call (default 30; 0: no log). */
  logDays: number;
  /** `PORTAL_DEFAULT_LIMIT`: calls per day of an account made by sign-up (default 1000). */
  defaultLimit: number;
  /** `PORTAL_ADMIN_USERNAME` and `PORTAL_ADMIN_PASSWORD`: the first operator (role ADMIN), made at start. */
  admin?: { username: string; password: string };
  /** `RATE_LIMIT_LOGIN`, `RATE_LIMIT_IMAGES`, `RATE_LIMIT_API`: requests per window (0: off) of `RATE_LIMIT_WINDOW_SECONDS`. */
  rateLimits: RateLimits;
  /** `REDIS_URL`: rate limits shared by several instances. */
  redisUrl?: string;
  /** `PORTAL_CHANNEL_URL`: where the dashboard's 'Gabung Channel' leads. */
  channelUrl?: string;
  /** `TRUST_PROXY`: the load balancer's addresses (comma-separated, CIDR allowed). */
  trustProxy?: string;
}

function number(raw: string | undefined, fallback: number): number {
  const value = raw ? Number(raw) : Number.NaN;
  return Number.isFinite(value) ? value : fallback;
}

/** A count that may be 0 (off) but never negative. */
function count(raw: string | undefined, fallback: number): number {
  const value = number(raw, fallback);
  return value >= 0 ? Math.floor(value) : fallback;
}

/** A timeout of 0 or less would switch the socket timeout off: such a value keeps the default. */
function positive(raw: string | undefined, fallback: number): number {
  const value = number(raw, fallback);
  return value > 0 ? value : fallback;
}

/** Everything the server reads from the environment, in one place. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  return {
    host: env.HOST || '127.0.0.1',
    port: number(env.PORT, 5173),
    upstreamUrl: env.API_UPSTREAM || undefined,
    upstreamTimeoutMs: positive(env.API_UPSTREAM_TIMEOUT_MS, 30_000),
    distDir: env.PORTAL_DIST_DIR || undefined,
    offline: env.PORTAL_OFFLINE === '1',
    providers: {
      offline: env.PORTAL_OFFLINE === '1',
      timeoutMs: positive(env.PORTAL_PROVIDER_TIMEOUT_MS, providerDefaults.timeoutMs),
      urls: {
        bmkg: env.PORTAL_BMKG_URL || defaultProviderUrls.bmkg,
        openMeteoGeocoding: env.PORTAL_OPEN_METEO_GEOCODING_URL || defaultProviderUrls.openMeteoGeocoding,
        openMeteoForecast: env.PORTAL_OPEN_METEO_URL || defaultProviderUrls.openMeteoForecast,
      },
    },
    demo: demoFromEnv(env),
    store: env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: resolve(env.PORTAL_DATA_DIR || 'data') },
    secret: env.PORTAL_SECRET || undefined,
    sessionDays: positive(env.PORTAL_SESSION_DAYS, 30),
    defaultLimit: count(env.PORTAL_DEFAULT_LIMIT, 1000),
    logDays: count(env.PORTAL_LOG_DAYS, 30),
    admin: env.PORTAL_ADMIN_USERNAME && env.PORTAL_ADMIN_PASSWORD ? { username: env.PORTAL_ADMIN_USERNAME, password: env.PORTAL_ADMIN_PASSWORD } : undefined,
    rateLimits: {
      login: count(env.RATE_LIMIT_LOGIN, defaultRateLimits.login),
      register: count(env.RATE_LIMIT_REGISTER, defaultRateLimits.register ?? 5),
      images: count(env.RATE_LIMIT_IMAGES, defaultRateLimits.images),
      api: count(env.RATE_LIMIT_API, defaultRateLimits.api),
      ...(!env.RATE_LIMIT_API && { apiFollowsPlans: true }),
      windowSeconds: positive(env.RATE_LIMIT_WINDOW_SECONDS, 60),
    },
    redisUrl: env.REDIS_URL || undefined,
    trustProxy: env.TRUST_PROXY || undefined,
    channelUrl: env.PORTAL_CHANNEL_URL || undefined,
  };
}

/** Where the data is, for the banner (a PostgreSQL URL without its password). */
function storeLine(store: StoreConfig): string {
  if (store.kind === 'pglite') return `Data disimpan di ${store.dataDir} (PGlite)`;
  if (store.kind === 'memory') return 'Data disimpan di memori (hilang saat server berhenti)';
  try {
    const url = new URL(store.url);
    return `Data disimpan di PostgreSQL ${url.host}${url.pathname}`;
  } catch {
    return 'Data disimpan di PostgreSQL (DATABASE_URL)';
  }
}

/**
 * The start banner, in Indonesian; with an upstream there is no demo account to show. The key and
 * token are shown when known (a token is stored as a hash: only a configured or new one is).
 */
export function banner(config: RuntimeConfig, url: string, demo?: DemoCredentials): string {
  const lines = [`Portal berjalan di ${url}`];
  if (config.upstreamUrl) {
    lines.push(`API diteruskan ke ${config.upstreamUrl}`);
    // The portal keeps the log of the calls it forwards (unless `PORTAL_LOG_DAYS=0`).
    if (config.logDays > 0) lines.push(`${storeLine(config.store)}: log request per API key`);
  } else {
    lines.push(storeLine(config.store));
    if (demo) {
      lines.push('API bawaan aktif. Akun demo:', `  Username : ${demo.username}`);
      if (demo.password) lines.push(`  Password : ${demo.password}`);
      if (demo.apikey) lines.push(`  API Key  : ${demo.apikey}`);
      if (demo.token) lines.push(`  Token    : ${demo.token}`);
    }
  }
  return lines.join('\n');
}
