import { join } from 'node:path';
import type { LoadResult } from '../../catalog/loader.ts';
import { readChangelog } from '../../catalog/changes/changelog-file.ts';
import { dueChangedSlot, embeddedMcpKeys, InternalCalls, registerEmbeddedApi } from '../embedded/index.ts';
import { planBook } from '../operator/index.ts';
import { destinationRulesSlot } from '../net/index.ts';
import type { ServerOptions } from '../options.ts';
import type { Providers } from '../providers/index.ts';
import { destinationRules, registerReminders } from '../reminders/index.ts';
import { changesReports, sessionReader } from '../request-log/index.ts';
import { installMethodNotAllowed, minuteCounter } from '../shell/index.ts';
import { systemClock } from '../store/index.ts';
import { accountDoors } from './account-door.ts';
import type { ModeStore, PortalMode } from './mode.ts';

/** What the embedded mode shares with the rest of the server. */
export interface EmbeddedShared {
  catalog: () => LoadResult;
  projectRoot: string;
  providers: Providers;
}

const needsStore = (stored: ModeStore | undefined): ModeStore => {
  if (!stored) throw new Error('the embedded API keeps its data in the store');
  return stored;
};

/**
 * The portal answers `/api/*` itself from the catalog, its data in the store. Its hooks and routes
 * are registered on the server itself, not in an encapsulated plugin: the request log, MCP and
 * the reminders read the same accounts and calls.
 */
export function embeddedMode(options: ServerOptions, shared: EmbeddedShared): PortalMode {
  // The portal's in-process calls: MCP's tool calls (counted) and reminders' content (not).
  const internalCalls = new InternalCalls();
  return {
    name: 'embedded',
    needsStore: true,
    readsCatalogAtStart: true,
    idleMs: (ms) => ms,
    callOwners: () => undefined,
    rateLimits(limits) {
      if (!limits.apiFollowsPlans || limits.api === 0) return limits;
      const rates = planBook(() => shared.catalog().catalog.plans ?? []).all().map((plan) => plan.ratePerMinute);
      return { ...limits, api: Math.max(limits.api, ...rates) };
    },
    install(app, stored) {
      const { repos } = needsStore(stored);
      installMethodNotAllowed(app);
      return { logReader: sessionReader(repos), mcpKeys: embeddedMcpKeys(repos.apiKeys, internalCalls) };
    },
    async register(app, stored, shell) {
      const { store, routeRepos } = needsStore(stored);
      // The plans' calls per minute go with the API's rate limit (`RATE_LIMIT_API=0` switches both off).
      const limits = options.rateLimits;
      const perMinute = limits && limits.api > 0 ? minuteCounter(60_000, shell.redis, (error) => app.log.warn({ err: error }, 'plan rate: Redis unavailable')) : undefined;
      // Offline (`PORTAL_OFFLINE=1`, and every test server unless it names providers), a webhook's host
      // name is not looked up: nothing leaves the machine, and each delivery checks the name again.
      const offline = options.providers?.offline ?? true;
      // A change to what is due reaches the reminder engine once it runs (from the server's ready);
      // before that, and with `reminders.run` off, it waits for the minute's plan.
      const due = { changed: (): void => undefined };
      const rules = destinationRules({ ...options.reminders, resolve: options.reminders?.resolve ?? (offline ? async () => [] : undefined) });
      await registerEmbeddedApi(app, {
        internalCalls,
        perMinute,
        stateSeeds: { [destinationRulesSlot]: rules, [dueChangedSlot]: () => due.changed() },
        catalog: shared.catalog,
        fixturesDir: options.fixturesDir ?? join(shared.projectRoot, 'public', 'fixtures'),
        repos: routeRepos,
        defaultLimit: options.defaultLimit ?? 1000,
        admin: options.admin,
        clock: options.clock,
        demo: options.demo ?? {},
        onDemoSeeded: options.onDemoSeeded,
        handlers: options.handlers,
        imageProxy: options.imageProxy,
        providers: shared.providers,
        warmUp: options.warmUp,
      });
      const reminders = registerReminders(app, { repos: routeRepos, clock: options.clock ?? systemClock, internalCalls, queueDb: store.queueDb, rules }, options.reminders);
      due.changed = () => reminders.engine()?.planSoon();
      const changes = changesReports(routeRepos.requestLog, () => readChangelog(shared.catalog().root));
      return { stop: reminders.stop, accountTools: accountDoors({ repos: routeRepos, changes, deliveries: reminders.actions }) };
    },
  };
}
