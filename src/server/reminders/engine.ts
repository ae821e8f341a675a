import PgBoss from 'pg-boss';
import type { Clock, ExecuteSql, Repositories } from '../store/index.ts';
import type { AskApi } from './ask.ts';
import { prayerTimes } from './content.ts';
import type { Deliverer, DeliveryJob } from './deliverer.ts';
import { birthdayFirings, firingId, sholatFirings, weatherFirings, type Firing } from './due.ts';
import { quakeOf } from './content.ts';
import { warmPostingThread } from './post-pool.ts';
import { DeliveryPump } from './pump.ts';

const planQueue = 'reminder-plan';
const deliverQueue = 'reminder-deliver';

export interface EngineOptions {
  /** The store's database as the queue reaches it. */
  queueDb: { url: string } | { executeSql: ExecuteSql };
  repos: Repositories;
  deliverer: Deliverer;
  ask: AskApi;
  clock: Clock;
  /** `HH:mm` (WIB) of the daily birthday message (`PORTAL_BIRTHDAY_TIME`); default 07:00. */
  birthdayTime?: string;
  /** How often an idle worker asks for due jobs; default 0.5 s (pg-boss's least). */
  pollingSeconds?: number;
  /** How often expired jobs (an instance died mid-delivery) are taken back; default 60 s. */
  maintenanceSeconds?: number;
  /** An attempt not finished in this time is taken back and tried again; default 60 s. */
  expireSeconds?: number;
  /** Jobs one instance takes off the queue at once; default 25. */
  batchSize?: number;
  /** Deliveries one instance has under way at once; default 100. */
  maxInFlight?: number;
  /** Awaited before each batch's store work: the API's answers go first. */
  yieldTo?: () => Promise<void>;
  onError?: (error: unknown) => void;
}

/** Reminders due from this far back are still sent: the minute's plan may run a little late. */
const lookbackMs = 90_000;
/** and this far ahead are queued with their exact time. */
const aheadMs = 120_000;

const secondsUntil = (at: Date, now: Date): string => String(Math.max(0, (at.getTime() - now.getTime()) / 1000));

/**
 * Creates a queue unless it exists. Instances starting together on one PostgreSQL may each try;
 * creating a queue makes a partition, and two at once can deadlock: the loser looks again.
 */
async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(queue.name)) return;
    try {
      await boss.createQueue(queue.name, queue);
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 200));
    }
  }
}

/**
 * The delivery engine on pg-boss, in the store's own database: a plan each minute (a pg-boss cron,
 * run by one instance) queues every reminder due in the next two minutes under an id derived from
 * the reminder and its time, so planning twice, or on two instances, queues it once; workers on
 * every instance take the due jobs (SKIP LOCKED). A job whose instance died is taken back after
 * its expiry and sent again with the same `webhook-id`.
 */
export class ReminderEngine {
  private constructor(
    private readonly boss: PgBoss,
    private readonly options: EngineOptions,
    private readonly pump: DeliveryPump,
  ) {}

  static async start(options: EngineOptions): Promise<ReminderEngine> {
    const db = 'url' in options.queueDb ? { connectionString: options.queueDb.url, max: 4 } : { db: { executeSql: options.queueDb.executeSql } };
    const boss = new PgBoss({
      ...db,
      schema: 'pgboss',
      maintenanceIntervalSeconds: options.maintenanceSeconds ?? 60,
      cronMonitorIntervalSeconds: 10,
      cronWorkerIntervalSeconds: 5,
      monitorStateIntervalSeconds: 3600,
    });
    boss.on('error', (error) => options.onError?.(error));
    await boss.start();
    const expireInSeconds = options.expireSeconds ?? 60;
    await ensureQueue(boss, { name: planQueue, retryLimit: 0, expireInSeconds: 120 });
    await ensureQueue(boss, { name: deliverQueue, retryLimit: 5, retryDelay: 1, expireInSeconds });
    const pump = new DeliveryPump({
      boss,
      queue: deliverQueue,
      deliverer: options.deliverer,
      batchSize: options.batchSize ?? 25,
      maxInFlight: options.maxInFlight ?? 100,
      pollingMs: (options.pollingSeconds ?? 0.5) * 1000,
      yieldTo: options.yieldTo,
      onError: options.onError,
    });
    const engine = new ReminderEngine(boss, options, pump);
    await boss.schedule(planQueue, '* * * * *');
    await boss.work(planQueue, { pollingIntervalSeconds: 2 }, async () => {
      await engine.planNow();
    });
    pump.start();
    // A fresh instance does not wait for the next minute to queue what is due now.
    void engine.planNow().catch((error: unknown) => options.onError?.(error));
    return engine;
  }

  #soon: NodeJS.Timeout | undefined;
  #stopped = false;

  /**
   * Plans again in a moment, once for a burst of changes: a subscription made or changed for the
   * coming minute is queued now, not at the next minute's plan. (Planning twice queues once.)
   */
  planSoon(): void {
    if (this.#soon || this.#stopped) return;
    this.#soon = setTimeout(() => {
      this.#soon = undefined;
      void this.planNow().catch((error: unknown) => this.options.onError?.(error));
    }, 200);
    this.#soon.unref();
  }

  /** Queues every reminder due around now; answers how many it planned (queued before or not). */
  async planNow(): Promise<number> {
    const now = this.options.clock();
    const from = new Date(now.getTime() - lookbackMs);
    const to = new Date(now.getTime() + aheadMs);
    const { repos, ask } = this.options;
    const firings: Firing[] = [...weatherFirings(await repos.reminders.activeSubscriptions('weather'), from, to)];
    const sholat = await repos.reminders.activeSubscriptions('sholat');
    if (sholat.length > 0) {
      const owner = await repos.accounts.byId(sholat[0].accountId);
      firings.push(
        ...(await sholatFirings(sholat, from, to, async (sub, date) => {
          const account = sub.accountId === owner?.id ? owner : await repos.accounts.byId(sub.accountId);
          return account ? prayerTimes(await ask(account, '/islamic/sholat', { kota: sub.kota ?? '', tanggal: date }), date) : null;
        })),
      );
    }
    firings.push(...birthdayFirings(await repos.reminders.birthdayBooks(), from, to, this.options.birthdayTime ?? '07:00'));
    firings.push(...(await this.#quakeFirings(now)));
    await this.#queue(firings, now);
    return firings.length;
  }

  /** A new quake of magnitude 5.0+ in the feed: one message per quake subscription, once whatever the instances. */
  async #quakeFirings(now: Date): Promise<Firing[]> {
    const { repos, ask } = this.options;
    const subs = await repos.reminders.activeSubscriptions('quake');
    if (subs.length === 0) return [];
    const account = await repos.accounts.byId(subs[0].accountId);
    const quake = account && quakeOf(await ask(account, '/features/gempa', {}));
    if (!quake || !(await repos.reminders.firstToSee(quake.id))) return [];
    const event = `gempa M ${String(quake.fields.Magnitude)}`;
    return subs.map((sub) => ({ id: firingId(sub.id, `${event} ${quake.id}`, now), targetId: sub.id, accountId: sub.accountId, kind: 'quake', event, dueAt: now, detail: { quakeId: quake.id, quake: JSON.stringify(quake.fields) } }));
  }

  async #queue(firings: Firing[], now: Date): Promise<void> {
    for (let i = 0; i < firings.length; i += 500) {
      await this.boss.insert(
        firings.slice(i, i + 500).map((f) => ({
          id: f.id,
          name: deliverQueue,
          startAfter: secondsUntil(f.dueAt, now),
          data: { webhookId: `msg_${f.id}`, targetId: f.targetId, accountId: f.accountId, kind: f.kind, event: f.event, attempt: 1, dueAt: f.dueAt.toISOString(), detail: f.detail } satisfies DeliveryJob,
        })),
      );
    }
    // Reminders are due within two minutes: the thread that posts them loads now.
    if (firings.length > 0) warmPostingThread();
    // This instance asks the queue at each due time rather than at its next poll.
    const realNow = Date.now();
    for (const at of new Set(firings.map((f) => f.dueAt.getTime()))) this.pump.wakeAt(realNow + Math.max(0, at - now.getTime()));
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#soon);
    await this.pump.stop();
    await this.boss.stop({ graceful: true, wait: true, timeout: 5_000 });
  }
}
