import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { DestinationRules } from '../net/index.ts';
import type { Account, Clock, DeliveryAttempt, Repositories, SendingTarget } from '../store/index.ts';
import type { AskApi } from './ask.ts';
import { asTest, birthdayMessage, exampleNote, quakeMessage, quakeOf, scheduleMessage, sholatMessage, weatherMessage, type ChannelMessage, type Quake } from './content.ts';
import { isBirthdayOn, type ReminderKind } from './due.ts';
import { reasons, type DeliveryPolicy } from './policy.ts';
import { postOffLoop } from './post-pool.ts';
import { pinnedDestination, type SendResult } from './send.ts';
import { signedHeaders } from './sign.ts';
import type { TestChannelInbox } from './test-channel.ts';
import { dayIn, ddmmyyyy, zoneOf, zones } from './zones.ts';

/** One attempt to make: what the queue carries between attempts of an event. */
export interface DeliveryJob {
  webhookId: string;
  targetId: string;
  accountId: string;
  kind: ReminderKind;
  event: string;
  /** 1 for the first attempt. */
  attempt: number;
  dueAt: string;
  detail: Record<string, string>;
  /** The body as first sent, as text (a queue's JSON column would reorder its keys): every retry sends these same bytes under the same `webhook-id`. */
  body?: string;
  /** A test send or a replay: one attempt, no retries, no count towards disabling. */
  single?: boolean;
}

export interface DeliveryOutcome {
  attempt: DeliveryAttempt;
  /** The next attempt and when it is due (epoch ms): the schedule's delay after this one was answered. */
  retry?: { job: DeliveryJob; dueAt: number };
}

export interface DelivererDeps {
  repos: Repositories;
  ask: AskApi;
  rules: DestinationRules;
  policy: DeliveryPolicy;
  clock: Clock;
  inbox: TestChannelInbox;
}

/** A delivery ready to post: its job, where it goes, and the exact bytes every attempt sends. */
export interface Prepared {
  job: DeliveryJob;
  target: SendingTarget;
  url: string;
  body: string;
}

/** A posted delivery: what the receiver answered, on the portal's clock, and when in real time (retries are timed from it). */
export interface Sent extends Prepared {
  result: SendResult;
  at: Date;
  answeredAt: number;
}

/**
 * Delivers reminders in three steps, so a burst costs a few statements per batch rather than a
 * few per reminder: `prepare` reads a batch's destinations, states and secrets in one query and
 * builds the messages; `send` posts one (no store work); `record` writes a group's outcomes (state
 * changes, the attempt log, what comes next) in a few statements.
 */
export class Deliverer {
  readonly #accounts = new LRUCache<string, Account>({ max: 5_000, ttl: 60_000 });

  constructor(private readonly deps: DelivererDeps) {}

  async #account(accountId: string): Promise<Account | undefined> {
    const cached = this.#accounts.get(accountId);
    if (cached) return cached;
    const account = await this.deps.repos.accounts.byId(accountId);
    if (account) this.#accounts.set(accountId, account);
    return account;
  }

  /** The message of a job, or null when there is nothing to say (the account is gone). */
  async build(job: DeliveryJob, target: SendingTarget, test: boolean): Promise<ChannelMessage | null> {
    const account = await this.#account(job.accountId);
    if (!account) return null;
    const now = this.deps.clock();
    const ask = (path: string, query: Record<string, string>) => this.deps.ask(account, path, query);
    const { subscription: sub, book } = target;
    let message: ChannelMessage | null = null;
    if (sub && sub.kind === 'weather') {
      const zone = zoneOf(sub.kota);
      const hhmm = test ? new Date(now.getTime() + zone.offsetHours * 3_600_000).toISOString().slice(11, 16) : job.detail.hhmm;
      message = weatherMessage(await ask('/features/cuaca', { kota: sub.kota ?? '' }), sub, hhmm, zone, now);
    } else if (sub && sub.kind === 'sholat') {
      const zone = zoneOf(sub.kota);
      message = test ? scheduleMessage(await ask('/islamic/sholat', { kota: sub.kota ?? '', tanggal: ddmmyyyy(dayIn(zone, now)) }), sub, ddmmyyyy(dayIn(zone, now)), zone, now) : sholatMessage(sub, job.detail.prayer, job.detail.hhmm, zone, now);
    } else if (sub && sub.kind === 'quake') {
      if (test) {
        const answer = await ask('/features/gempa', {});
        const quake: Quake = quakeOf(answer) ?? { id: 'contoh', fields: ((answer.json as { data?: Record<string, unknown> } | null)?.data ?? {}) };
        message = quakeMessage(quake, sub, now, answer.example ? exampleNote : '');
      } else message = quakeMessage({ id: job.detail.quakeId, fields: JSON.parse(job.detail.quake) as Record<string, unknown> }, sub, now);
    } else if (book) {
      const day = test ? dayIn(zones.WIB, now) : dayIn(zones.WIB, new Date(job.dueAt));
      message = birthdayMessage(book.people.filter((p) => isBirthdayOn(p, day)), now);
    }
    return message && test ? asTest(message) : message;
  }

  /**
   * A batch's deliveries ready to post, in the jobs' order: null for one with nowhere to go (the
   * destination is gone, or no longer receives: a test send or a replay, asked for by hand, still
   * goes); a rejection for one whose message could not be built (only that job fails).
   */
  async prepare(jobs: readonly DeliveryJob[]): Promise<PromiseSettledResult<Prepared | null>[]> {
    const targets = await this.deps.repos.reminders.sendingTo(jobs);
    return Promise.allSettled(
      jobs.map(async (job) => {
        const target = targets.get(job.targetId);
        const url = target?.subscription?.webhookUrl ?? target?.book?.webhookUrl;
        if (!target || url === undefined || (target.disabledAt && !job.single)) return null;
        const built = job.body === undefined ? await this.build(job, target, job.single === true && job.event === 'uji') : null;
        const body = job.body ?? (built && JSON.stringify(built));
        return body ? { job, target, url, body } : null;
      }),
    );
  }

  /** Posts the signed message to the receiver (the address policy checked on this very post), or into the portal's own test channel without leaving the process. */
  async send(prepared: Prepared): Promise<Sent> {
    const { url, body, job, target } = prepared;
    const signedAt = new Date();
    const inbox = await this.deps.inbox.ownerOfUrl(url);
    let result: SendResult;
    const started = performance.now();
    if (inbox) {
      const received = await this.deps.inbox.receive(inbox.token, signedHeaders(target.secret, job.webhookId, body, signedAt), body, this.deps.clock());
      result = { status: received.status, durationMs: Math.round(performance.now() - started) };
    } else {
      // The address policy is judged here, with the server's rules; the checked address is all the posting thread gets.
      const destination = await pinnedDestination(url, this.deps.rules);
      const { timeoutMs, answerCapBytes } = this.deps.policy;
      result =
        'error' in destination
          ? { status: null, error: destination.error, durationMs: Math.round(performance.now() - started) }
          : await postOffLoop({ url, address: destination.address, body, secret: target.secret, webhookId: job.webhookId, at: signedAt.getTime(), limits: { timeoutMs, answerCapBytes } });
    }
    return { ...prepared, result, at: this.deps.clock(), answeredAt: Date.now() };
  }

  /**
   * Writes what came of a group of posts and decides each one's next attempt: receivers that
   * answered 2xx start counting failures from zero (a test send or a replay that got through
   * enables a disabled one again), each failure counts, 410 or too many failures disable, and
   * every attempt goes into the log, in one statement.
   */
  async record(group: readonly Sent[]): Promise<DeliveryOutcome[]> {
    const { repos, policy } = this.deps;
    const ok = (s: Sent) => s.result.status !== null && s.result.status >= 200 && s.result.status < 300;
    const lastError = (s: Sent) => s.result.error ?? `HTTP ${s.result.status}`;
    const counted = group.filter((s) => !s.job.single);
    const failed = new Map<string, number>();
    const last = new Map<string, string>();
    for (const s of counted.filter((c) => !ok(c) && c.result.status !== 410)) {
      failed.set(s.job.targetId, (failed.get(s.job.targetId) ?? 0) + 1);
      last.set(s.job.targetId, lastError(s));
    }
    // The developer's own send got through: the receiver is fixed, reminders resume.
    for (const s of group) if (s.job.single && ok(s) && s.target.disabledAt) await repos.reminders.enable(s.job.targetId);
    const states = await repos.reminders.recordOutcomes([...new Set(counted.filter((s) => ok(s) && s.target.failures > 0).map((s) => s.job.targetId))], failed);
    const disabled = new Set<string>();
    for (const id of new Set(counted.filter((s) => s.result.status === 410).map((s) => s.job.targetId))) {
      await repos.reminders.disable(id, reasons.gone);
      disabled.add(id);
    }
    for (const [id, state] of states) {
      if (state.disabledAt) disabled.add(id);
      else if (state.failures >= policy.disableAfter) {
        await repos.reminders.disable(id, reasons.failures(state.failures, last.get(id) ?? ''));
        disabled.add(id);
      }
    }
    const outcomes = group.map((s): DeliveryOutcome => {
      const { job, body, result, at } = s;
      const delay = policy.retrySchedule[job.attempt - 1];
      const retry = !job.single && !ok(s) && !disabled.has(job.targetId) && delay !== undefined ? { job: { ...job, attempt: job.attempt + 1, body }, dueAt: s.answeredAt + delay * 1000 } : undefined;
      const attempt: DeliveryAttempt = {
        id: randomUUID(),
        webhookId: job.webhookId,
        targetId: job.targetId,
        kind: job.kind,
        event: job.event,
        url: s.url,
        attempt: job.attempt,
        status: result.status,
        ...(result.error ? { error: result.error } : {}),
        at: at.toISOString(),
        durationMs: result.durationMs,
        nextAttemptAt: retry ? new Date(at.getTime() + delay * 1000).toISOString() : null,
        payload: JSON.parse(body) as unknown,
      };
      return { attempt, retry };
    });
    await repos.reminders.logAttempts(outcomes.map((o, i) => ({ ...o.attempt, accountId: group[i].job.accountId })));
    return outcomes;
  }

  /** One attempt now (a test send, a replay); null when it has nowhere to go. */
  async deliver(job: DeliveryJob): Promise<DeliveryOutcome | null> {
    const [prepared] = await this.prepare([job]);
    if (prepared.status === 'rejected') throw prepared.reason;
    if (!prepared.value) return null;
    const [outcome] = await this.record([await this.send(prepared.value)]);
    return outcome;
  }
}
