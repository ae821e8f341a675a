import type { ColumnType, Generated } from 'kysely';
import type { AccountId } from './kinds-tables.ts';

type Json<T> = ColumnType<T, string, string>;
type Timestamp = ColumnType<Date, Date, Date>;

/** A reminder's destination as the sender keeps it (the subscription itself stays in `webhook_subscriptions`). */
export interface ReminderTargetsTable {
  id: string;
  account_id: AccountId;
  secret_sealed: string;
  failures: Generated<number>;
  disabled_at: Timestamp | null;
  disabled_reason: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface WebhookDeliveriesTable {
  id: string;
  account_id: AccountId;
  target_id: string;
  webhook_id: string;
  kind: string;
  event: string;
  url: string;
  attempt: number;
  status: number | null;
  error: string | null;
  at: Timestamp;
  duration_ms: number;
  next_attempt_at: Timestamp | null;
  /** JSON text as sent. */
  payload: string;
  seq: Generated<string>;
}

export interface TestChannelsTable {
  account_id: AccountId;
  token: string;
}

export interface TestChannelMessagesTable {
  seq: Generated<string>;
  account_id: AccountId;
  received_at: Timestamp;
  body: Json<unknown>;
  webhook_id: string | null;
  signature_valid: boolean;
}

export interface QuakesSeenTable {
  id: string;
  seen_at: Timestamp;
}

export interface ReminderTables {
  reminder_targets: ReminderTargetsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  test_channels: TestChannelsTable;
  test_channel_messages: TestChannelMessagesTable;
  quakes_seen: QuakesSeenTable;
}
