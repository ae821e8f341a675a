import type { FastifyInstance } from 'fastify';
import type { InternalCalls } from '../embedded/index.ts';
import { addressPolicy, systemResolve, type DestinationRules, type Resolve } from '../net/index.ts';
import type { Clock, ExecuteSql, Repositories } from '../store/index.ts';
import { injectedAsk, type AskApi } from './ask.ts';
import { Deliverer } from './deliverer.ts';
import { deliveryActions, type DeliveryActions } from './delivery-actions.ts';
import { ReminderEngine, type EngineOptions } from './engine.ts';
import { defaultDeliveryPolicy, type DeliveryPolicy } from './policy.ts';
import { registerReminderRoutes } from './routes.ts';
import { TestChannelInbox } from './test-channel.ts';

/** Reminder delivery: the engine, its routes and the test channel. */
export { defaultDeliveryPolicy, scheduleText, type DeliveryPolicy } from './policy.ts';
export type { ReminderEngine } from './engine.ts';
export type { ActionAnswer, DeliveryActions } from './delivery-actions.ts';

/** The engine's timing and batch settings, passed through as they are (documented on `EngineOptions`). */
type EngineTuning = Pick<EngineOptions, 'birthdayTime' | 'pollingSeconds' | 'maintenanceSeconds' | 'expireSeconds' | 'batchSize' | 'maxInFlight'>;

export interface ReminderOptions extends EngineTuning {
  /** Run the engine (queue, minute plan, workers); `npm start` does. Off, the log, replays and test sends still work. */
  run?: boolean;
  /** CIDRs a reminder may reach although private or loopback. Tests only: never read from the environment. */
  allow?: string[];
  resolve?: Resolve;
  policy?: Partial<DeliveryPolicy>;
  /** Replaces the in-process ask of the portal's own API (tests of a real quake feed). */
  ask?: AskApi;
}

/** The address rules of reminders: the image proxy's policy, opened only by a test's allow list. */
export function destinationRules(options: ReminderOptions = {}): DestinationRules {
  return { policy: addressPolicy(options.allow), resolve: options.resolve ?? systemResolve };
}

export interface ReminderDeps {
  repos: Repositories;
  clock: Clock;
  internalCalls: InternalCalls;
  queueDb: { url: string } | { executeSql: ExecuteSql };
  rules: DestinationRules;
}

const handles = new WeakMap<FastifyInstance, ReminderEngine | undefined>();

/** The running engine of a server (tests plan a minute with their own clock), once the server is ready. */
export const reminderEngineOf = (app: FastifyInstance): ReminderEngine | undefined => handles.get(app);

/** Registers the routes, and starts the engine when the server is ready; answers how to stop it. */
export function registerReminders(app: FastifyInstance, deps: ReminderDeps, options: ReminderOptions = {}): { stop: () => Promise<void>; engine: () => ReminderEngine | undefined; actions: DeliveryActions } {
  const { run, allow: _allow, resolve: _resolve, policy: policyChanges, ask: askOverride, ...tuning } = options;
  const policy = { ...defaultDeliveryPolicy, ...policyChanges };
  const ask = askOverride ?? injectedAsk(app, deps.internalCalls);
  const inbox = new TestChannelInbox(deps.repos);
  const deliverer = new Deliverer({ repos: deps.repos, ask, rules: deps.rules, policy, clock: deps.clock, inbox });
  const actions = deliveryActions({ repos: deps.repos, deliverer, clock: deps.clock });
  registerReminderRoutes(app, { repos: deps.repos, actions, inbox, clock: deps.clock });
  let engine: ReminderEngine | undefined;
  let stopped = false;
  if (run) {
    app.addHook('onReady', async () => {
      engine = await ReminderEngine.start({
        queueDb: deps.queueDb,
        repos: deps.repos,
        deliverer,
        ask,
        clock: deps.clock,
        ...tuning,
        // The day's counts that answers wait on commit before each batch's store work (PGlite runs one statement at a time).
        yieldTo: deps.repos.usage.quiet && (() => deps.repos.usage.quiet?.(50) ?? Promise.resolve()),
        onError: (error) => app.log.warn({ err: error }, 'reminder delivery'),
      });
      handles.set(app, engine);
      if (stopped) await engine.stop();
    });
  }
  return {
    actions,
    engine: () => engine,
    stop: async () => {
      stopped = true;
      await engine?.stop();
    },
  };
}
