import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from '../common/index.ts';

/** Requests allowed per window (a minute unless `windowSeconds` says otherwise); 0 switches a limit off. */
export interface RateLimits {
  /** `POST /api/auth/login`, per client address (`RATE_LIMIT_LOGIN`). */
  login: number;
  /** `POST /api/auth/register`, per client address (`RATE_LIMIT_REGISTER`; default 5). */
  register?: number;
  /** `/api/images/proxy`, per client address (`RATE_LIMIT_IMAGES`). */
  images: number;
  /** Every entry of the embedded API together, per apikey (`RATE_LIMIT_API`). */
  api: number;
  /**
   * `RATE_LIMIT_API` was not set: the embedded API raises `api` to its plans' highest calls per
   * minute, so no key is refused below what its plan promises (each plan still caps its accounts).
   */
  apiFollowsPlans?: boolean;
  /** How long a window lasts, in seconds (`RATE_LIMIT_WINDOW_SECONDS`, default 60). */
  windowSeconds?: number;
}

export type RateLimitKind = 'login' | 'register' | 'images' | 'api';

export const defaultRateLimits: RateLimits = { login: 5, register: 5, images: 60, api: 120 };

export function tooManyRequestsMessage(seconds: number): string {
  return `Terlalu banyak permintaan. Silakan coba lagi dalam ${seconds} detik.`;
}

const apikeyOf = (request: FastifyRequest) => {
  const key = (request.query as Record<string, unknown> | undefined)?.apikey;
  return typeof key === 'string' && key ? `api:key:${key}` : `api:ip:${request.ip}`;
};

/**
 * The path as an upstream would route it: percent-decoded, repeated and trailing slashes folded,
 * lower case (Express and many frameworks route case-insensitively and ignore a trailing slash).
 * `/API//auth/%6Cogin/` must count as a login, or a limit is one spelling away from nothing.
 */
/** A path already as routed (lower case, no escape, no doubled or trailing slash), up to its query: every ordinary call. */
const plainPath = /^(?:\/[a-z0-9._~-]+)+(?=[?#]|$)/;

export function routedPath(url: string): string {
  const plain = plainPath.exec(url);
  if (plain) return plain[0];
  const raw = url.startsWith('/') ? url.split(/[?#]/)[0] : URL.canParse(url) ? new URL(url).pathname : '';
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    path = raw;
  }
  return path.replace(/[\\/]+/g, '/').replace(/(?<=.)\/$/, '').toLowerCase();
}

/**
 * Which limit a request falls under, by the path it asked for: in upstream mode every request
 * matches one route pattern (`/api/*`), so the pattern cannot tell a login from a profile.
 */
export function limitKindOf(url: string): RateLimitKind | null {
  const path = routedPath(url);
  if (path === '/api/auth/login') return 'login';
  if (path === '/api/auth/register') return 'register';
  if (path === '/api/images/proxy') return 'images';
  if (path.startsWith('/api/proxy/') && path !== '/api/proxy/profile') return 'api';
  return null;
}

/**
 * Limits with @fastify/rate-limit: 429 with `Retry-After` and the Indonesian message. Counters
 * live in this process, or in Redis when given one, so several instances share one limit. One
 * limiter per kind over the plugin's one store (a route's own config would count each entry apart).
 */
export async function installRateLimits(app: FastifyInstance, limits: RateLimits, redis?: Redis): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // Redis unreachable: serve without limiting rather than refuse everyone (the outage is logged).
    ...(redis ? { redis, nameSpace: 'portal-rl:', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => new HttpError(429, tooManyRequestsMessage(Math.max(1, Math.ceil(context.ttl / 1000)))),
  });
  const keys: Record<RateLimitKind, (request: FastifyRequest) => string> = {
    login: (request) => `login:${request.ip}`,
    register: (request) => `register:${request.ip}`,
    images: (request) => `images:${request.ip}`,
    api: apikeyOf,
  };
  const limiters = Object.fromEntries(
    (Object.keys(keys) as RateLimitKind[])
      .filter((kind) => (limits[kind] ?? 0) > 0)
      .map((kind) => [kind, app.rateLimit({ max: limits[kind] ?? 0, timeWindow: (limits.windowSeconds ?? 60) * 1000, keyGenerator: keys[kind] })]),
  );
  // `done` rather than async: most requests meet no limiter, and a promise for each is work with nothing to wait for.
  app.addHook('onRequest', (request, reply, done) => {
    const kind = limitKindOf(request.url);
    // Only a POST logs in or registers; any other method is answered 405 and must not spend the count.
    const limiter = kind && !((kind === 'login' || kind === 'register') && request.method !== 'POST') ? limiters[kind] : undefined;
    if (!limiter) return done();
    limiter.call(app, request, reply).then(() => done(), done);
  });
}
