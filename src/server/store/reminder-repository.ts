import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { BirthdayData } from './birthday-repository.ts';
import type { Clock } from './clock.ts';
import type { AccountId, ReminderKindName } from './kinds-tables.ts';
import type { Database } from './schema.ts';
import { randomCredential, seal, sealingKey, sha256, unseal } from './secrets.ts';

/** A subscription as the sender reads it, of any account. */
export interface DueSubscription {
  id: string;
  accountId: AccountId;
  kind: ReminderKindName;
  webhookUrl: string;
  kota?: string;
  waktu: string[];
  username?: string;
  avatarUrl?: string;
}

/** A birthday book as the sender reads it: one webhook URL of an account and its people. */
export interface BirthdayBook {
  id: string;
  accountId: AccountId;
  webhookUrl: string;
  people: BirthdayData[];
}

/** One of an account's reminder destinations, as the profile lists them for 'Kirim uji'. */
export interface Destination extends TargetState {
  id: string;
  kind: ReminderKindName | 'birthday';
  webhookUrl: string;
  kota?: string;
  waktu?: string[];
}

export interface TargetState {
  failures: number;
  disabledAt?: string;
  disabledReason?: string;
}

/** One attempt to deliver a reminder, as the delivery log lists it. */
export interface DeliveryAttempt {
  id: string;
  webhookId: string;
  targetId: string;
  kind: string;
  event: string;
  url: string;
  attempt: number;
  /** The receiver's HTTP status; null when none came (refused address, timeout, no connection). */
  status: number | null;
  error?: string;
  at: string;
  durationMs: number;
  nextAttemptAt: string | null;
  payload: unknown;
}

export interface TestChannelMessage {
  receivedAt: string;
  body: unknown;
  webhookId: string | null;
  signatureValid: boolean;
}

/** What the reminder sender keeps: destinations' secrets and state, the delivery log, the test channel, quakes sent. */
export interface ReminderRepository {
  /** The destination's signing secret, made on first need; `created` tells whether it is new (shown once). */
  secretOf(accountId: AccountId, targetId: string): Promise<{ secret: string; created: boolean }>;
  /** A new secret for one of the account's destinations; the old one stops verifying at once. */
  rotateSecret(accountId: AccountId, targetId: string): Promise<string>;
  /** Every secret of the account's destinations (the test channel checks a post against each). */
  secretsOf(accountId: AccountId): Promise<string[]>;
  state(targetId: string): Promise<TargetState>;
  /** The secret and state together, in one query (each delivery needs both); the secret is made on first need. */
  sending(accountId: AccountId, targetId: string): Promise<TargetState & { secret: string }>;
  /** Counts one failed attempt; `reasonAt(failures)` says why it now stops receiving, or null. */
  recordFailure(targetId: string, reasonAt: (failures: number) => string | null): Promise<TargetState>;
  recordSuccess(targetId: string): Promise<void>;
  disable(targetId: string, reason: string): Promise<void>;
  /** Receiving again after the developer fixed the receiver (a successful test send). */
  enable(targetId: string): Promise<void>;

  /** Subscriptions of a kind across accounts that still receive. */
  activeSubscriptions(kind: ReminderKindName): Promise<DueSubscription[]>;
  subscription(id: string): Promise<DueSubscription | undefined>;
  /** The account's subscriptions and birthday books, with whether each still receives. */
  destinations(accountId: AccountId): Promise<Destination[]>;
  /** Birthday books that still receive, with their people. */
  birthdayBooks(): Promise<BirthdayBook[]>;
  birthdayBook(id: string): Promise<BirthdayBook | undefined>;

  logAttempt(attempt: DeliveryAttempt & { accountId: AccountId }): Promise<void>;
  /** Newest first. */
  attempts(accountId: AccountId, limit: number): Promise<DeliveryAttempt[]>;
  attempt(accountId: AccountId, id: string): Promise<DeliveryAttempt | undefined>;

  testChannelToken(accountId: AccountId): Promise<string>;
  testChannelOwner(token: string): Promise<AccountId | undefined>;
  /** Keeps the newest `keep` posts of the account. */
  addTestMessage(accountId: AccountId, message: TestChannelMessage, keep: number): Promise<void>;
  testMessages(accountId: AccountId, limit: number): Promise<TestChannelMessage[]>;

  /** True for the first caller (of any instance) to see this quake. */
  firstToSee(quakeId: string): Promise<boolean>;
}

/** A birthday book's destination id: stable for its account and URL, never showing the URL. */
export const birthdayTargetId = (accountId: AccountId, webhookUrl: string): string => `wh-ultah-${sha256(`${accountId}\n${webhookUrl}`).slice(0, 16)}`;

/** Standard Webhooks' secret form: `whsec_` and 24 random bytes in base64. */
const newSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;

const iso = (value: Date | string | null): string | undefined => (value ? new Date(value).toISOString() : undefined);

export function reminderRepository(db: Kysely<Database>, serverSecret: string, clock: Clock): ReminderRepository {
  const key = sealingKey(serverSecret);
  const open = (sealed: string): string => unseal(key, sealed) ?? '';
  const stateOf = (row: { failures: number; disabled_at: Date | null; disabled_reason: string | null } | undefined): TargetState =>
    row ? { failures: row.failures, ...(row.disabled_at ? { disabledAt: iso(row.disabled_at), disabledReason: row.disabled_reason ?? '' } : {}) } : { failures: 0 };
  const disabledOf = (targetIds: string[]) =>
    targetIds.length === 0 ? Promise.resolve(new Set<string>()) : db.selectFrom('reminder_targets').select('id').where('id', 'in', targetIds).where('disabled_at', 'is not', null).execute().then((rows) => new Set(rows.map((r) => r.id)));
  const toSubscription = (row: { id: string; account_id: string; kind: string; webhook_url: string; kota: string | null; waktu: string[] | null; username: string | null; avatar_url: string | null }): DueSubscription => ({
    id: row.id,
    accountId: row.account_id,
    kind: row.kind as ReminderKindName,
    webhookUrl: row.webhook_url,
    ...(row.kota ? { kota: row.kota } : {}),
    waktu: row.waktu ?? [],
    ...(row.username ? { username: row.username } : {}),
    ...(row.avatar_url ? { avatarUrl: row.avatar_url } : {}),
  });
  const toAttempt = (row: Database['webhook_deliveries'] extends infer T ? { [K in keyof T]: unknown } : never): DeliveryAttempt => ({
    id: String(row.id),
    webhookId: String(row.webhook_id),
    targetId: String(row.target_id),
    kind: String(row.kind),
    event: String(row.event),
    url: String(row.url),
    attempt: Number(row.attempt),
    status: row.status === null ? null : Number(row.status),
    ...(row.error ? { error: String(row.error) } : {}),
    at: iso(row.at as Date) ?? '',
    durationMs: Number(row.duration_ms),
    nextAttemptAt: iso(row.next_attempt_at as Date | null) ?? null,
    payload: JSON.parse(String(row.payload)) as unknown,
  });
  const books = async (id?: string): Promise<BirthdayBook[]> => {
    const rows = await db.selectFrom('birthdays').select(['account_id', 'webhook_url', 'user_id', 'name', 'date', 'tags']).orderBy('seq').execute();
    const byBook = new Map<string, BirthdayBook>();
    for (const row of rows) {
      const bookId = birthdayTargetId(row.account_id, row.webhook_url);
      if (id !== undefined && bookId !== id) continue;
      const book = byBook.get(bookId) ?? { id: bookId, accountId: row.account_id, webhookUrl: row.webhook_url, people: [] };
      book.people.push({ userId: row.user_id, name: row.name, date: row.date, tags: row.tags });
      byBook.set(bookId, book);
    }
    const off = await disabledOf([...byBook.keys()]);
    return [...byBook.values()].filter((b) => !off.has(b.id));
  };

  return {
    async secretOf(accountId, targetId) {
      const found = await db.selectFrom('reminder_targets').select('secret_sealed').where('id', '=', targetId).executeTakeFirst();
      if (found) return { secret: open(found.secret_sealed), created: false };
      const secret = newSecret();
      const inserted = await db
        .insertInto('reminder_targets')
        .values({ id: targetId, account_id: accountId, secret_sealed: seal(key, secret), disabled_at: null, disabled_reason: null })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return { secret, created: true };
      // Another instance made it meanwhile: its secret is the one.
      const row = await db.selectFrom('reminder_targets').select('secret_sealed').where('id', '=', targetId).executeTakeFirstOrThrow();
      return { secret: open(row.secret_sealed), created: false };
    },
    async rotateSecret(accountId, targetId) {
      const secret = newSecret();
      await db
        .insertInto('reminder_targets')
        .values({ id: targetId, account_id: accountId, secret_sealed: seal(key, secret), disabled_at: null, disabled_reason: null })
        .onConflict((oc) => oc.column('id').doUpdateSet({ secret_sealed: seal(key, secret) }))
        .execute();
      return secret;
    },
    async secretsOf(accountId) {
      const rows = await db.selectFrom('reminder_targets').select('secret_sealed').where('account_id', '=', accountId).execute();
      return rows.map((r) => open(r.secret_sealed)).filter(Boolean);
    },
    async sending(accountId, targetId) {
      const row = await db.selectFrom('reminder_targets').select(['secret_sealed', 'failures', 'disabled_at', 'disabled_reason']).where('id', '=', targetId).executeTakeFirst();
      if (row) return { ...stateOf(row), secret: open(row.secret_sealed) };
      return { ...(await this.state(targetId)), secret: (await this.secretOf(accountId, targetId)).secret };
    },
    async state(targetId) {
      return stateOf(await db.selectFrom('reminder_targets').select(['failures', 'disabled_at', 'disabled_reason']).where('id', '=', targetId).executeTakeFirst());
    },
    async recordFailure(targetId, reasonAt) {
      const row = await db
        .updateTable('reminder_targets')
        .set({ failures: sql`failures + 1` })
        .where('id', '=', targetId)
        .returning(['failures', 'disabled_at', 'disabled_reason'])
        .executeTakeFirst();
      if (!row) return { failures: 0 };
      const reason = row.disabled_at ? null : reasonAt(row.failures);
      if (reason) await this.disable(targetId, reason);
      return this.state(targetId);
    },
    async recordSuccess(targetId) {
      await db.updateTable('reminder_targets').set({ failures: 0 }).where('id', '=', targetId).where('failures', '>', 0).execute();
    },
    async disable(targetId, reason) {
      await db.updateTable('reminder_targets').set({ disabled_at: clock(), disabled_reason: reason }).where('id', '=', targetId).where('disabled_at', 'is', null).execute();
    },
    async enable(targetId) {
      await db.updateTable('reminder_targets').set({ disabled_at: null, disabled_reason: null, failures: 0 }).where('id', '=', targetId).execute();
    },

    async activeSubscriptions(kind) {
      const rows = await db
        .selectFrom('webhook_subscriptions as s')
        .leftJoin('reminder_targets as t', 't.id', 's.id')
        .select(['s.id', 's.account_id', 's.kind', 's.webhook_url', 's.kota', 's.waktu', 's.username', 's.avatar_url'])
        .where('s.kind', '=', kind)
        .where('t.disabled_at', 'is', null)
        .orderBy('s.seq')
        .execute();
      return rows.map(toSubscription);
    },
    async subscription(id) {
      const row = await db.selectFrom('webhook_subscriptions').select(['id', 'account_id', 'kind', 'webhook_url', 'kota', 'waktu', 'username', 'avatar_url']).where('id', '=', id).executeTakeFirst();
      return row && toSubscription(row);
    },
    async destinations(accountId) {
      const subs = await db.selectFrom('webhook_subscriptions').select(['id', 'account_id', 'kind', 'webhook_url', 'kota', 'waktu', 'username', 'avatar_url']).where('account_id', '=', accountId).orderBy('seq').execute();
      const bookRows = await db.selectFrom('birthday_books').select('webhook_url').where('account_id', '=', accountId).execute();
      const list: Destination[] = [
        ...subs.map((row) => ({ id: row.id, kind: row.kind as ReminderKindName, webhookUrl: row.webhook_url, ...(row.kota ? { kota: row.kota } : {}), ...(row.waktu ? { waktu: row.waktu } : {}), failures: 0 })),
        ...bookRows.map((row) => ({ id: birthdayTargetId(accountId, row.webhook_url), kind: 'birthday' as const, webhookUrl: row.webhook_url, failures: 0 })),
      ];
      if (list.length === 0) return list;
      const states = await db.selectFrom('reminder_targets').select(['id', 'failures', 'disabled_at', 'disabled_reason']).where('id', 'in', list.map((d) => d.id)).execute();
      const byId = new Map(states.map((row) => [row.id, stateOf(row)]));
      return list.map((d) => ({ ...d, ...byId.get(d.id) }));
    },
    birthdayBooks: () => books(),
    async birthdayBook(id) {
      return (await books(id))[0];
    },

    async logAttempt(a) {
      await db
        .insertInto('webhook_deliveries')
        .values({
          id: a.id,
          account_id: a.accountId,
          target_id: a.targetId,
          webhook_id: a.webhookId,
          kind: a.kind,
          event: a.event,
          url: a.url,
          attempt: a.attempt,
          status: a.status,
          error: a.error ?? null,
          at: new Date(a.at),
          duration_ms: a.durationMs,
          next_attempt_at: a.nextAttemptAt ? new Date(a.nextAttemptAt) : null,
          payload: JSON.stringify(a.payload),
        })
        .execute();
    },
    async attempts(accountId, limit) {
      const rows = await db.selectFrom('webhook_deliveries').selectAll().where('account_id', '=', accountId).orderBy('seq', 'desc').limit(limit).execute();
      return rows.map(toAttempt);
    },
    async attempt(accountId, id) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const row = await db.selectFrom('webhook_deliveries').selectAll().where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
      return row && toAttempt(row);
    },

    async testChannelToken(accountId) {
      await db.insertInto('test_channels').values({ account_id: accountId, token: randomCredential(16) }).onConflict((oc) => oc.column('account_id').doNothing()).execute();
      const row = await db.selectFrom('test_channels').select('token').where('account_id', '=', accountId).executeTakeFirstOrThrow();
      return row.token;
    },
    async testChannelOwner(token) {
      const row = await db.selectFrom('test_channels').select('account_id').where('token', '=', token).executeTakeFirst();
      return row?.account_id;
    },
    async addTestMessage(accountId, message, keep) {
      await db
        .insertInto('test_channel_messages')
        .values({ account_id: accountId, received_at: new Date(message.receivedAt), body: JSON.stringify(message.body), webhook_id: message.webhookId, signature_valid: message.signatureValid })
        .execute();
      await sql`DELETE FROM test_channel_messages WHERE account_id = ${accountId} AND seq NOT IN (SELECT seq FROM test_channel_messages WHERE account_id = ${accountId} ORDER BY seq DESC LIMIT ${keep})`.execute(db);
    },
    async testMessages(accountId, limit) {
      const rows = await db.selectFrom('test_channel_messages').selectAll().where('account_id', '=', accountId).orderBy('seq', 'desc').limit(limit).execute();
      return rows.map((r) => ({ receivedAt: iso(r.received_at) ?? '', body: r.body, webhookId: r.webhook_id, signatureValid: r.signature_valid }));
    },

    async firstToSee(quakeId) {
      const row = await db.insertInto('quakes_seen').values({ id: quakeId, seen_at: clock() }).onConflict((oc) => oc.column('id').doNothing()).returning('id').executeTakeFirst();
      return row !== undefined;
    },
  };
}
