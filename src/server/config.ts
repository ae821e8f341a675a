import { resolveDemoAccount, type Account } from './embedded/accounts.ts';
import { defaultRateLimits, type RateLimits } from './rate-limits.ts';

export interface RuntimeConfig {
  host: string;
  port: number;
  upstreamUrl?: string;
  upstreamTimeoutMs: number;
  /** The built portal to serve; `PORTAL_DIST_DIR`, default `dist/` (benchmarks build elsewhere). */
  distDir?: string;
  /** `PORTAL_OFFLINE=1`: the image proxy fetches nothing from outside (tests stay on loopback). */
  offline: boolean;
  demo: Account;
  /** `RATE_LIMIT_LOGIN`, `RATE_LIMIT_IMAGES`, `RATE_LIMIT_API`: requests per window (0: off) of `RATE_LIMIT_WINDOW_SECONDS`. */
  rateLimits: RateLimits;
  /** `REDIS_URL`: rate limits and request counter shared by several instances. */
  redisUrl?: string;
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
    demo: resolveDemoAccount({}, env),
    rateLimits: {
      login: count(env.RATE_LIMIT_LOGIN, defaultRateLimits.login),
      images: count(env.RATE_LIMIT_IMAGES, defaultRateLimits.images),
      api: count(env.RATE_LIMIT_API, defaultRateLimits.api),
      windowSeconds: positive(env.RATE_LIMIT_WINDOW_SECONDS, 60),
    },
    redisUrl: env.REDIS_URL || undefined,
    trustProxy: env.TRUST_PROXY || undefined,
  };
}

/** The start banner, in Indonesian; with an upstream there is no demo account to show. */
export function banner(config: RuntimeConfig, url: string): string {
  const lines = [`Portal berjalan di ${url}`];
  if (config.upstreamUrl) {
    lines.push(`API diteruskan ke ${config.upstreamUrl}`);
  } else {
    lines.push(
      'API bawaan aktif. Akun demo:',
      `  Username : ${config.demo.username}`,
      `  Password : ${config.demo.password}`,
      `  API Key  : ${config.demo.apikey}`,
      `  Token    : ${config.demo.token}`,
    );
  }
  return lines.join('\n');
}
