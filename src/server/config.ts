import { resolveDemoAccount, type Account } from './embedded/accounts.ts';

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
}

function number(raw: string | undefined, fallback: number): number {
  const value = raw ? Number(raw) : Number.NaN;
  return Number.isFinite(value) ? value : fallback;
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
