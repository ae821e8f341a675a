import { randomBytes } from 'node:crypto';

/** Spec §3 webhook subscription, plus the id and times the API adds. */
export interface Subscription {
  id: string;
  webhookUrl: string;
  channelId?: string;
  kota?: string;
  waktu?: string[];
  username?: string;
  avatarUrl?: string;
  createdAt: string;
  updatedAt?: string;
}

/** The fields a caller may set; the rest are the API's. */
export type SubscriptionFields = Partial<Pick<Subscription, 'webhookUrl' | 'channelId' | 'kota' | 'waktu' | 'username' | 'avatarUrl'>>;

const settable = ['webhookUrl', 'channelId', 'kota', 'waktu', 'username', 'avatarUrl'] as const;

function pick(fields: Record<string, unknown>): SubscriptionFields {
  return Object.fromEntries(settable.filter((k) => fields[k] !== undefined).map((k) => [k, fields[k]])) as SubscriptionFields;
}

/**
 * One reminder kind's subscriptions (weather, quake or prayer), kept per API key: a key sees and
 * changes only its own. A channel (or, without one, a webhook URL) is registered once per kind.
 */
/** Subscriptions one key may hold per reminder kind. */
const maxPerKey = 200;

export class SubscriptionStore {
  private readonly byKey = new Map<string, Subscription[]>();

  constructor(
    /** The id prefix, e.g. 'wh-cuaca'. */
    private readonly prefix: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A key's subscriptions; reading stores nothing. */
  private listOf(apikey: string): Subscription[] {
    return this.byKey.get(apikey) ?? [];
  }

  /** The subscriptions of a key, of one channel when a channel id is given. */
  find(apikey: string, channelId?: string): Subscription[] {
    return this.listOf(apikey).filter((s) => channelId === undefined || s.channelId === channelId);
  }

  /** Null when the channel (or webhook URL) already has this kind of reminder. */
  create(apikey: string, fields: Record<string, unknown>): Subscription | null {
    const values = pick(fields);
    const list = this.listOf(apikey);
    const taken = list.some((s) => (values.channelId ? s.channelId === values.channelId : !s.channelId && s.webhookUrl === values.webhookUrl));
    if (taken) return null;
    const created: Subscription = { id: `${this.prefix}-${randomBytes(2).toString('hex')}`, webhookUrl: String(values.webhookUrl), ...values, createdAt: this.now().toISOString() };
    // Bounded per key: the oldest subscription goes first.
    this.byKey.set(apikey, [...list, created].slice(-maxPerKey));
    return created;
  }

  /** Changes the given fields of the matching subscriptions; the channel id itself is the selector, not a change. */
  update(apikey: string, channelId: string | undefined, fields: Record<string, unknown>): Subscription[] {
    const { channelId: _selector, ...changes } = pick(fields);
    const updatedAt = this.now().toISOString();
    const matched = this.find(apikey, channelId);
    for (const s of matched) Object.assign(s, changes, { updatedAt });
    return matched;
  }

  /** How many were removed. */
  remove(apikey: string, channelId?: string): number {
    const list = this.listOf(apikey);
    const kept = list.filter((s) => channelId !== undefined && s.channelId !== channelId);
    if (kept.length > 0) this.byKey.set(apikey, kept);
    else this.byKey.delete(apikey);
    return list.length - kept.length;
  }
}
