import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AccountDoors, McpKeyRule } from '../mcp/index.ts';
import type { CallOwners, LogReader } from '../request-log/index.ts';
import type { ApiMode, RateLimits } from '../shell/index.ts';
import type { Repositories, Store } from '../store/index.ts';

/** The store as a mode receives it, once open. */
export interface ModeStore {
  store: Store;
  repos: Repositories;
  /** The repositories as the routes see them: a read of the log finds every call answered before it. */
  routeRepos: Repositories;
  /** Whether the request log keeps calls (`PORTAL_LOG_DAYS` above 0). */
  logging: boolean;
}

/** What a mode tells the rest of the server once its hooks are in. */
export interface ModeParts {
  /** Whose log a request may read (the usage routes); none: the portal keeps no log to read. */
  logReader?: LogReader;
  /** The mode's rule for a developer's key on `/mcp`; none: the API behind judges it on every call. */
  mcpKeys?: McpKeyRule;
}

/** What the shell has set up before the mode registers its routes. */
export interface ModeShell {
  /** The Redis every instance shares (`REDIS_URL`), when set. */
  redis?: Redis;
}

/** What a mode's routes leave for the rest of the server. */
export interface ModeRegistered {
  /** Stopped before the store closes (the reminders' engine). */
  stop?: () => Promise<void>;
  /** The key's own account as MCP tools; none (upstream mode): the portal holds no accounts. */
  accountTools?: AccountDoors;
}

/**
 * Where `/api/*` is answered: the embedded API (embedded-mode.ts) or an upstream (upstream-mode.ts).
 * The server asks the mode at each step of its start, in this order: `callOwners` (the request
 * log), `install` (hooks that must precede the routes), the usage routes, then `register`.
 */
export interface PortalMode {
  readonly name: ApiMode;
  /** Whether the store opens (the embedded API keeps everything there; upstream mode only its log). */
  needsStore: boolean;
  /** The catalog is read while the store opens, rather than on first need. */
  readsCatalogAtStart: boolean;
  /** The client's idle limit, which must outlast the mode's own longest wait. */
  idleMs(ms: number): number;
  /** The request log's port for calls whose owner the door cannot name. */
  callOwners(stored: ModeStore | undefined): CallOwners | undefined;
  /** The shell's rate limits as this mode needs them (the embedded API's plans may raise the per-key one). */
  rateLimits?(limits: RateLimits): RateLimits;
  install(app: FastifyInstance, stored: ModeStore | undefined): ModeParts;
  /** The mode's routes; answers what to stop before the store closes and the account's MCP tools. */
  register(app: FastifyInstance, stored: ModeStore | undefined, shell: ModeShell): Promise<ModeRegistered>;
}
