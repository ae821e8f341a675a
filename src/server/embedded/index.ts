import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { LoadResult } from '../../catalog/loader.ts';
import { registerAccountRoutes, registerKeyRoutes, registerSessionRoutes } from '../accounts/index.ts';
import { readChangelog } from '../../catalog/changes/changelog-file.ts';
import { changesReports } from '../request-log/index.ts';
import { type Clock, type Repositories, systemClock } from '../store/index.ts';
import type { MinuteCounter } from '../shell/index.ts';
import { installCallerHook, type InternalCalls } from './caller.ts';
import { ensureFirstAdmin, planBook, registerOperator, type PlanBook } from '../operator/index.ts';
import { seedDemoAccount } from './demo-account.ts';
import type { DemoCredentials, DemoSettings } from '../common/index.ts';
import { deprecationGate } from './deprecation.ts';
import { fastifyPath, registerEntryRoute, type EntryRouteDeps } from './entry-routes.ts';
import { handlers as defaultHandlers, type HandlerRegistry } from './handlers/index.ts';
import { characterById, seededClaims } from './handlers/waifu/_characters.ts';
import { registerImageProxy, type ImageProxyOptions } from './image-proxy.ts';
import type { Providers } from '../providers/index.ts';
import { EmbeddedState } from './state.ts';
import { registerUploadRoutes } from './uploads.ts';
import { createEntryValidator } from './validate.ts';

/** What the server's composition needs of this room beside the plugin itself. */
export type { HandlerRegistry } from './handlers/index.ts';
export type { ImageProxyOptions } from './image-proxy.ts';
export { createEntryValidator } from './validate.ts';
export { InternalCalls } from './caller.ts';
export { embeddedMcpKeys } from './mcp-keys.ts';
export { exampleHeader } from './answer.ts';
export { dueChangedSlot } from './handlers/webhook/_due.ts';

export interface EmbeddedApiOptions {
  /** The catalog as read from its folder, with its problems: read once by the server for all who need it. */
  catalog: () => LoadResult;
  fixturesDir: string;
  repos: Repositories;
  /** Calls per day of a new account (`PORTAL_DEFAULT_LIMIT`). */
  defaultLimit: number;
  clock?: Clock;
  demo: DemoSettings;
  /** Told the demo account's credentials once it is seeded (the start banner). */
  onDemoSeeded?: (demo: DemoCredentials) => void;
  handlers?: HandlerRegistry;
  imageProxy?: ImageProxyOptions;
  /** The 3rd-party sources, one instance (caches, breakers) for the whole server: what else reads them (reminders) shares it. */
  providers: Providers;
  /** Lets the portal call its own entries for an account in process (reminders' content). */
  internalCalls?: InternalCalls;
  /** The plans' calls per minute per account (with the API's rate limits; none in tests by default). */
  perMinute?: MinuteCounter;
  /** Seeded into the handlers' state before any call (the reminder destinations' address check). */
  stateSeeds?: Record<string, unknown>;
  /** The first operator (`PORTAL_ADMIN_USERNAME` / `PORTAL_ADMIN_PASSWORD`), made or promoted at start. */
  admin?: { username: string; password: string };
  /** Start the slow-to-start engines (the OCR worker) once the server is ready, not on their first request. */
  warmUp?: boolean;
}

/** Routes the portal itself answers; a catalog entry at one of these paths would shadow them. */
const builtIn = new Set([
  'GET /api/proxy/profile',
  'GET /api/account/requests',
  'GET /api/account/usage',
  'GET /api/account/changes',
  'GET /api/account/keys',
  'POST /api/account/keys',
  'POST /api/account/keys/:id/revoke',
  ...['login', 'register', 'logout', 'logout-all', 'password', 'apikey'].map((route) => `POST /api/auth/${route}`),
  'GET /api/images/proxy',
  'GET /api/uploads/:id',
  'GET /api/plans',
  'GET /api/account/upgrade-requests',
  'POST /api/account/upgrade-requests',
]);

/** `/api/admin/*` is the operator's: no catalog entry may answer there. */
const isBuiltIn = (route: string) => builtIn.has(route) || / \/api\/admin(\/|$)/.test(route);

/** Tesseract's worker takes seconds to start: a production server starts it up front so one OCR request stays fast. */
async function warmUpOcr(state: EmbeddedState): Promise<void> {
  const { OcrEngine } = await import('./media/ocr-engine.ts');
  await state.slot('ocr', () => new OcrEngine()).warmUp();
}

/**
 * The catalog's entries, in a plugin of their own: its `onRequest` hook (the caller's account and
 * quota) and its multipart parser apply to them and to nothing else of the server.
 */
async function entriesPlugin(app: FastifyInstance, options: { deps: EntryRouteDeps; catalog: () => LoadResult; plans: PlanBook; internalCalls?: InternalCalls; perMinute?: MinuteCounter }): Promise<void> {
  await app.register(multipart);
  installCallerHook(app, options.deps.repos, options.plans, options.internalCalls, options.perMinute);
  const { catalog, problems } = options.catalog();
  for (const problem of problems) app.log.warn(`katalog: ${problem.file}:${problem.line}:${problem.col} ${problem.message}`);
  for (const entry of catalog.groups.flatMap((g) => g.entries)) {
    // Documentation-only entries have no 'Coba' panel, but the API answers them like any other.
    if (isBuiltIn(`${entry.method} ${fastifyPath(entry)}`)) {
      app.log.warn(`katalog: ${entry.file} memakai path bawaan portal, dilewati`);
      continue;
    }
    registerEntryRoute(app, entry, options.deps, deprecationGate(entry, catalog));
  }
}

/** The API the portal answers by itself when no upstream is set, driven by the catalog, its data in the store. */
export async function registerEmbeddedApi(app: FastifyInstance, options: EmbeddedApiOptions): Promise<void> {
  const { repos } = options;
  const plans = planBook(() => options.catalog().catalog.plans ?? []);
  const seeded = await seedDemoAccount(repos, options.demo);
  if (options.admin) await ensureFirstAdmin(repos, options.admin);
  await repos.waifu.seed(seededClaims.map((c) => ({ ...c, imgurl: characterById(c.waifuid)?.images[0] ?? '' })));
  options.onDemoSeeded?.(seeded);
  registerSessionRoutes(app, repos, options.clock ?? systemClock);
  registerAccountRoutes(app, repos, { defaultLimit: options.defaultLimit });
  const changelog = () => readChangelog(options.catalog().root);
  registerKeyRoutes(app, repos, plans, () => options.catalog().catalog.groups.map((g) => g.id), options.clock ?? systemClock);
  registerUploadRoutes(app, repos.uploads);
  registerImageProxy(app, repos, options.imageProxy);
  const changes = changesReports(repos.requestLog, changelog);
  await registerOperator(app, { repos, plans, changesImpact: () => changes.acrossAccounts() });

  const deps: EntryRouteDeps = {
    repos,
    state: new EmbeddedState(),
    handlers: options.handlers ?? defaultHandlers,
    validatorFor: createEntryValidator(),
    fixturesDir: options.fixturesDir,
    clock: options.clock ?? systemClock,
    providers: options.providers,
  };
  for (const [key, value] of Object.entries(options.stateSeeds ?? {})) deps.state.slot(key, () => value);
  app.addHook('onClose', () => deps.state.close());
  if (options.warmUp) app.addHook('onReady', () => void warmUpOcr(deps.state).catch((error: unknown) => app.log.warn(`OCR belum siap: ${String(error)}`)));
  await app.register(entriesPlugin, { deps, catalog: options.catalog, plans, internalCalls: options.internalCalls, perMinute: options.perMinute });
}
