import type PgBoss from 'pg-boss';
import { v5 as uuidv5 } from 'uuid';
import type { Deliverer, DeliveryJob, Sent } from './deliverer.ts';

export interface PumpOptions {
  boss: PgBoss;
  queue: string;
  deliverer: Deliverer;
  /** Jobs taken off the queue at once (one fetch, one read of their destinations). */
  batchSize: number;
  /** Deliveries under way at once, from fetch to the job's completion: the bound on concurrent posts. */
  maxInFlight: number;
  /** How often an idle pump asks for due jobs (ms); it also wakes at the due times it knows. */
  pollingMs: number;
  /** Awaited before each batch's store work: what the API's answers wait on goes first. */
  yieldTo?: () => Promise<void>;
  onError?: (error: unknown) => void;
}

/** Posts answered within this long are written together. */
const gatherMs = 20;

const retryNamespace = 'b1d7c0e4-7f43-4a55-9a9e-2c6b5f0d8e31';
/** A retry's job id, the same whichever instance (or re-run of a taken-back job) queues it: it is queued once. */
const retryId = (job: DeliveryJob): string => uuidv5(`${job.webhookId}|${job.attempt}`, retryNamespace);

/**
 * Takes due delivery jobs off the queue and delivers them with bounded concurrency: a full batch is
 * followed by the next fetch at once, and posts do not wait for each other (one slow receiver holds
 * only its own place). Answered posts are written in groups (one read per batch, a few statements
 * per group: the attempt log, the destinations' states, the retries, the jobs' completion), and a
 * job is completed only once its outcome and its retry are written: a crash before that leaves it to
 * be taken back after its expiry and sent again under the same `webhook-id`.
 */
export class DeliveryPump {
  #inFlight = 0;
  #stopping = false;
  #loop: Promise<void> = Promise.resolve();
  #wake: (() => void) | undefined;
  /** A wake that came while the loop was fetching: its next wait returns at once. */
  #woken = false;
  readonly #timers = new Map<number, NodeJS.Timeout>();
  #answered: { id: string; sent?: Sent }[] = [];
  #flushing: Promise<void> = Promise.resolve();
  #flushQueued = false;
  #drained: (() => void) | undefined;

  constructor(private readonly options: PumpOptions) {}

  start(): void {
    this.#loop = this.#run();
  }

  async #run(): Promise<void> {
    const { boss, queue, batchSize, maxInFlight, pollingMs, onError } = this.options;
    while (!this.#stopping) {
      const room = Math.min(batchSize, maxInFlight - this.#inFlight);
      let full = false;
      if (room > 0) {
        try {
          const jobs = await boss.fetch<DeliveryJob>(queue, { batchSize: room });
          full = jobs.length === room;
          if (jobs.length > 0) void this.#deliver(jobs);
        } catch (error) {
          onError?.(error);
        }
      }
      // Room and a full batch: more may be due now. No room: a completion wakes the loop.
      if (!full || this.#inFlight >= maxInFlight) await this.#sleep(this.#inFlight >= maxInFlight ? undefined : pollingMs);
    }
  }

  #sleep(ms: number | undefined): Promise<void> {
    if (this.#stopping || this.#woken) {
      this.#woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = ms === undefined ? undefined : setTimeout(() => this.#wakeNow(), ms);
      this.#wake = () => {
        clearTimeout(timer);
        this.#wake = undefined;
        resolve();
      };
    });
  }

  #wakeNow(): void {
    if (this.#wake) this.#wake();
    else this.#woken = true;
  }

  /** Asks the queue again at this instant (epoch ms): a planned reminder's or a retry's due time, so it is not left for the next poll. */
  wakeAt(at: number): void {
    // Just after the due time (the queue compares with `now()`); one timer per 50 ms of due times.
    const slot = Math.ceil(at / 50) * 50 + 20;
    if (this.#stopping || this.#timers.has(slot)) return;
    const timer = setTimeout(() => {
      this.#timers.delete(slot);
      this.#wakeNow();
    }, Math.max(0, slot - Date.now()));
    timer.unref();
    this.#timers.set(slot, timer);
  }

  async #deliver(jobs: PgBoss.Job<DeliveryJob>[]): Promise<void> {
    const { deliverer, yieldTo, onError } = this.options;
    this.#inFlight += jobs.length;
    let prepared: Awaited<ReturnType<Deliverer['prepare']>>;
    try {
      await yieldTo?.();
      prepared = await deliverer.prepare(jobs.map((j) => j.data));
    } catch (error) {
      onError?.(error);
      await this.#fail(jobs.map((j) => j.id));
      return;
    }
    for (const [i, p] of prepared.entries()) {
      const { id } = jobs[i];
      if (p.status === 'rejected') {
        onError?.(p.reason);
        void this.#fail([id]);
      } else if (p.value === null) this.#answer({ id });
      else {
        // The batch's posts leave together, in one message to the posting thread (post-pool.ts).
        deliverer.send(p.value).then(
          (sent) => this.#answer({ id, sent }),
          (error: unknown) => (onError?.(error), void this.#fail([id])),
        );
      }
    }
  }

  /** Only a crash fails a job (a receiver's failure is its retry): the queue tries it again, the same `webhook-id`. */
  async #fail(ids: string[]): Promise<void> {
    try {
      await this.options.boss.fail(this.options.queue, ids);
    } catch (error) {
      this.options.onError?.(error);
    } finally {
      this.#release(ids.length);
    }
  }

  #release(n: number): void {
    this.#inFlight -= n;
    this.#wakeNow();
    if (this.#inFlight === 0) this.#drained?.();
  }

  #answer(entry: { id: string; sent?: Sent }): void {
    this.#answered.push(entry);
    if (this.#flushQueued) return;
    this.#flushQueued = true;
    this.#flushing = this.#flushing
      .then(() => new Promise((resolve) => setTimeout(resolve, gatherMs)))
      .then(() => {
        this.#flushQueued = false;
        return this.#flush();
      });
  }

  async #flush(): Promise<void> {
    const { boss, queue, deliverer, yieldTo, onError } = this.options;
    const group = this.#answered.splice(0);
    if (group.length === 0) return;
    const ids = group.map((g) => g.id);
    try {
      await yieldTo?.();
      const outcomes = await deliverer.record(group.flatMap((g) => (g.sent ? [g.sent] : [])));
      const retries = outcomes.flatMap((o) => (o.retry ? [o.retry] : []));
      if (retries.length > 0) {
        // Timed from the answer, not from this write, and taken before first attempts still waiting
        // in a burst (already late): the published schedule holds.
        const now = Date.now();
        await boss.insert(retries.map((r) => ({ id: retryId(r.job), name: queue, priority: 1, startAfter: String(Math.max(0, (r.dueAt - now) / 1000)), data: r.job })));
        for (const r of retries) this.wakeAt(r.dueAt);
      }
      await boss.complete(queue, ids);
      this.#release(ids.length);
    } catch (error) {
      onError?.(error);
      await this.#fail(ids);
    }
  }

  /** Takes no more jobs and waits for those under way (their posts end within the receiver timeout). */
  async stop(): Promise<void> {
    this.#stopping = true;
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
    this.#wakeNow();
    await this.#loop;
    if (this.#inFlight > 0) await new Promise<void>((resolve) => (this.#drained = resolve));
    await this.#flushing;
  }
}
