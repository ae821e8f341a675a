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

/** Where a delivery goes and whether it still may: a subscription or a birthday book, its state and secret. */
export interface SendingTarget extends TargetState {
  secret: string;
  subscription?: DueSubscription;
  book?: BirthdayBook;
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
  /**
   * A batch of deliveries' destinations, each with its state and secret: one query (destinations
   * without a secret yet get theirs in one more). Destinations gone are missing from the map.
   */
  sendingTo(targets: readonly { accountId: AccountId; targetId: string }[]): Promise<Map<string, SendingTarget>>;
  /**
   * A batch's outcomes in two statements: the destinations that received start counting failures
   * from zero; each failed one counts its failed attempts. Answers the failed ones' new counts.
   */
  recordOutcomes(succeeded: readonly string[], failed: ReadonlyMap<string, number>): Promise<Map<string, TargetState>>;
  disable(targetId: string, reason: string): Promise<void>;
  /** Receiving again after the developer fixed the receiver (a successful test send). */
  enable(targetId: string): Promise<void>;

  /** Subscriptions of a kind across accounts that still receive. */
  activeSubscriptions(kind: ReminderKindName): Promise<DueSubscription[]>;
  /** The account's subscriptions and birthday books, with whether each still receives. */
  destinations(accountId: AccountId): Promise<Destination[]>;
  /** Birthday books that still receive, with their people. */
  birthdayBooks(): Promise<BirthdayBook[]>;

  /** A batch's attempts, in one statement. */
  logAttempts(attempts: readonly (DeliveryAttempt & { accountId: AccountId })[]): Promise<void>;
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
const birthdayPrefix = 'wh-ultah-';
export const birthdayTargetId = (accountId: AccountId, webhookUrl: string): string => `${birthdayPrefix}${sha256(`${accountId}\n${webhookUrl}`).slice(0, 16)}`;

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
  /** Every birthday book, disabled or not, by id. */
  const allBooks = async (): Promise<Map<string, BirthdayBook>> => {
    const rows = await db.selectFrom('birthdays').select(['account_id', 'webhook_url', 'user_id', 'name', 'date', 'tags']).orderBy('seq').execute();
    const byBook = new Map<string, BirthdayBook>();
    for (const row of rows) {
      const bookId = birthdayTargetId(row.account_id, row.webhook_url);
      const book = byBook.get(bookId) ?? { id: bookId, accountId: row.account_id, webhookUrl: row.webhook_url, people: [] };
      book.people.push({ userId: row.user_id, name: row.name, date: row.date, tags: row.tags });
      byBook.set(bookId, book);
    }
    return byBook;
  };
  /** Makes the secrets of destinations that have none yet, in one statement; answers every one asked for. */
  const secretsFor = async (targets: readonly { accountId: AccountId; targetId: string }[]): Promise<Map<string, string>> => {
    const made = new Map(targets.map((t) => [t.targetId, { accountId: t.accountId, secret: newSecret() }]));
    if (made.size === 0) return new Map();
    const inserted = await db
      .insertInto('reminder_targets')
      .values([...made].map(([id, m]) => ({ id, account_id: m.accountId, secret_sealed: seal(key, m.secret), disabled_at: null, disabled_reason: null })))
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .execute();
    const secrets = new Map(inserted.map((row) => [row.id, made.get(row.id)?.secret ?? '']));
    // Another instance made some meanwhile: theirs are the ones.
    const raced = [...made.keys()].filter((id) => !secrets.has(id));
    if (raced.length > 0) for (const row of await db.selectFrom('reminder_targets').select(['id', 'secret_sealed']).where('id', 'in', raced).execute()) secrets.set(row.id, open(row.secret_sealed));
    return secrets;
  };
  const isBook = (targetId: string) => targetId.startsWith(birthdayPrefix);

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
    async sendingTo(targets) {
      const accountOf = new Map(targets.map((t) => [t.targetId, t.accountId]));
      const found = new Map<string, SendingTarget>();
      const subIds = [...accountOf.keys()].filter((id) => !isBook(id));
      const bookIds = [...accountOf.keys()].filter(isBook);
      // A subscription and its destination's row in one query: the batch's one read in the common case.
      const subs = subIds.length === 0 ? [] : await db
        .selectFrom('webhook_subscriptions as s')
        .leftJoin('reminder_targets as t', 't.id', 's.id')
        .select(['s.id', 's.account_id', 's.kind', 's.webhook_url', 's.kota', 's.waktu', 's.username', 's.avatar_url', 't.secret_sealed', 't.failures', 't.disabled_at', 't.disabled_reason'])
        .where('s.id', 'in', subIds)
        .execute();
      const books = bookIds.length === 0 ? new Map<string, BirthdayBook>() : await allBooks();
      const bookStates = bookIds.length === 0 ? [] : await db.selectFrom('reminder_targets').select(['id', 'secret_sealed', 'failures', 'disabled_at', 'disabled_reason']).where('id', 'in', bookIds).execute();
      const sealed = new Map<string, string>();
      for (const row of subs) {
        if (row.secret_sealed !== null) sealed.set(row.id, row.secret_sealed);
        found.set(row.id, { ...stateOf(row.secret_sealed === null ? undefined : { failures: row.failures ?? 0, disabled_at: row.disabled_at, disabled_reason: row.disabled_reason }), secret: '', subscription: toSubscription(row) });
      }
      for (const id of bookIds) {
        const book = books.get(id);
        const row = bookStates.find((r) => r.id === id);
        if (row) sealed.set(id, row.secret_sealed);
        if (book) found.set(id, { ...stateOf(row), secret: '', book });
      }
      const fresh = await secretsFor([...found.keys()].filter((id) => !sealed.has(id)).map((targetId) => ({ targetId, accountId: accountOf.get(targetId) ?? '' })));
      for (const [id, target] of found) target.secret = fresh.get(id) ?? open(sealed.get(id) ?? '');
      return found;
    },
    async recordOutcomes(succeeded, failed) {
      if (succeeded.length > 0) await db.updateTable('reminder_targets').set({ failures: 0 }).where('id', 'in', [...succeeded]).where('failures', '>', 0).execute();
      if (failed.size === 0) return new Map();
      const counts = sql.join([...failed].map(([id, n]) => sql`(${id}::text, ${n}::int)`));
      const rows = await sql<{ id: string; failures: number; disabled_at: Date | null; disabled_reason: string | null }>`UPDATE reminder_targets AS t SET failures = t.failures + v.n FROM (VALUES ${counts}) AS v(id, n) WHERE t.id = v.id RETURNING t.id, t.failures, t.disabled_at, t.disabled_reason`.execute(db);
      return new Map(rows.rows.map((row) => [row.id, stateOf(row)]));
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
    async birthdayBooks() {
      const books = await allBooks();
      const off = await disabledOf([...books.keys()]);
      return [...books.values()].filter((b) => !off.has(b.id));
    },

    async logAttempts(list) {
      if (list.length === 0) return;
      await db
        .insertInto('webhook_deliveries')
        .values(list.map((a) => ({
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
        })))
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
