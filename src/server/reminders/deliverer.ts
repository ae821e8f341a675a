import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { DestinationRules } from '../net/index.ts';
import type { Account, BirthdayBook, Clock, DeliveryAttempt, DueSubscription, Repositories } from '../store/index.ts';
import type { AskApi } from './ask.ts';
import { asTest, birthdayMessage, exampleNote, quakeMessage, quakeOf, scheduleMessage, sholatMessage, weatherMessage, type ChannelMessage, type Quake } from './content.ts';
import { isBirthdayOn, type ReminderKind } from './due.ts';
import { reasons, type DeliveryPolicy } from './policy.ts';
import { postJson, type SendResult } from './send.ts';
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
  retry?: { job: DeliveryJob; afterSeconds: number };
}

export interface DelivererDeps {
  repos: Repositories;
  ask: AskApi;
  rules: DestinationRules;
  policy: DeliveryPolicy;
  clock: Clock;
  inbox: TestChannelInbox;
}

type Target = { url: string; sub?: DueSubscription; book?: BirthdayBook };

/** Makes one attempt of a reminder: builds and signs its message, posts it, logs the attempt, decides what comes next. */
export class Deliverer {
  readonly #accounts = new LRUCache<string, Account>({ max: 5_000, ttl: 60_000 });

  constructor(private readonly deps: DelivererDeps) {}

  async target(job: Pick<DeliveryJob, 'kind' | 'targetId'>): Promise<Target | undefined> {
    if (job.kind === 'birthday') {
      const book = await this.deps.repos.reminders.birthdayBook(job.targetId);
      return book && { url: book.webhookUrl, book };
    }
    const sub = await this.deps.repos.reminders.subscription(job.targetId);
    return sub && { url: sub.webhookUrl, sub };
  }

  async #account(accountId: string): Promise<Account | undefined> {
    const cached = this.#accounts.get(accountId);
    if (cached) return cached;
    const account = await this.deps.repos.accounts.byId(accountId);
    if (account) this.#accounts.set(accountId, account);
    return account;
  }

  /** The message of a job, or null when there is nothing to say (the account is gone). */
  async build(job: DeliveryJob, target: Target, test: boolean): Promise<ChannelMessage | null> {
    const account = await this.#account(job.accountId);
    if (!account) return null;
    const now = this.deps.clock();
    const ask = (path: string, query: Record<string, string>) => this.deps.ask(account, path, query);
    const { sub, book } = target;
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

  /** Posts the signed message to the receiver, or into the portal's own test channel without leaving the process. */
  async #post(url: string, secret: string, webhookId: string, body: string): Promise<SendResult> {
    const headers = signedHeaders(secret, webhookId, body, new Date());
    const inbox = await this.deps.inbox.ownerOfUrl(url);
    if (inbox) {
      const started = performance.now();
      const result = await this.deps.inbox.receive(inbox.token, headers, body, this.deps.clock());
      return { status: result.status, durationMs: Math.round(performance.now() - started) };
    }
    return postJson(url, body, headers, { ...this.deps.rules, timeoutMs: this.deps.policy.timeoutMs, answerCapBytes: this.deps.policy.answerCapBytes });
  }

  /** One attempt; null when the destination is gone or no longer receives (a test send or a replay, asked for by hand, still goes). */
  async deliver(job: DeliveryJob): Promise<DeliveryOutcome | null> {
    const { repos, policy, clock } = this.deps;
    const target = await this.target(job);
    if (!target) return null;
    const state = await repos.reminders.sending(job.accountId, job.targetId);
    const test = job.single === true && job.event === 'uji';
    if (state.disabledAt && !job.single) return null;
    const built = job.body === undefined ? await this.build(job, target, test) : null;
    const body = job.body ?? (built && JSON.stringify(built));
    if (!body) return null;
    const { secret } = state;
    const result = await this.#post(target.url, secret, job.webhookId, body);
    const at = clock();
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    let retry: DeliveryOutcome['retry'];
    if (ok) {
      // The developer's own send got through: the receiver is fixed, reminders resume.
      if (job.single && state.disabledAt) await repos.reminders.enable(job.targetId);
      else if (!job.single && state.failures > 0) await repos.reminders.recordSuccess(job.targetId);
    } else if (!job.single) {
      const last = result.error ?? `HTTP ${result.status}`;
      const after = result.status === 410 ? (await repos.reminders.disable(job.targetId, reasons.gone), await repos.reminders.state(job.targetId)) : await repos.reminders.recordFailure(job.targetId, (n) => (n >= policy.disableAfter ? reasons.failures(n, last) : null));
      const delay = policy.retrySchedule[job.attempt - 1];
      if (!after.disabledAt && delay !== undefined) retry = { job: { ...job, attempt: job.attempt + 1, body }, afterSeconds: delay };
    }
    const attempt: DeliveryAttempt = {
      id: randomUUID(),
      webhookId: job.webhookId,
      targetId: job.targetId,
      kind: job.kind,
      event: job.event,
      url: target.url,
      attempt: job.attempt,
      status: result.status,
      ...(result.error ? { error: result.error } : {}),
      at: at.toISOString(),
      durationMs: result.durationMs,
      nextAttemptAt: retry ? new Date(at.getTime() + retry.afterSeconds * 1000).toISOString() : null,
      payload: JSON.parse(body) as unknown,
    };
    await repos.reminders.logAttempt({ ...attempt, accountId: job.accountId });
    return { attempt, retry };
  }
}
