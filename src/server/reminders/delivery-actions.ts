import { randomUUID } from 'node:crypto';
import { deliveryMessages } from '../../catalog/reminder-messages.ts';
import type { Clock, DeliveryAttempt, Destination, Repositories } from '../store/index.ts';
import type { Deliverer } from './deliverer.ts';
import type { ReminderKind } from './due.ts';

/** Attempts the log lists. */
export const deliveryLogLength = 100;

/** An account action's answer: the API's message and data, or the status and message of its refusal. */
export type ActionAnswer<T> = { ok: true; message: string; data: T } | { ok: false; status: 400 | 404 | 410; message: string };

/**
 * What a developer does with their reminders' delivery, for one account: the webhooks, the
 * delivery log, 'Kirim ulang' and 'Kirim uji'. The account API (session) and the MCP tools (API
 * key) both answer from here, so the two doors say and do the same.
 */
export interface DeliveryActions {
  webhooks(accountId: string): Promise<ActionAnswer<Destination[]>>;
  attempts(accountId: string): Promise<ActionAnswer<DeliveryAttempt[]>>;
  /** The same event again now, once, under its own `webhook-id`: a receiver that kept it knows it is a repeat. */
  replay(accountId: string, attemptId: unknown): Promise<ActionAnswer<DeliveryAttempt>>;
  /** A test event (its content starts `[Uji]`) to one of the account's webhooks now. */
  test(accountId: string, subscriptionId: unknown): Promise<ActionAnswer<DeliveryAttempt>>;
}

export function deliveryActions(deps: { repos: Repositories; deliverer: Deliverer; clock: Clock }): DeliveryActions {
  const { repos, deliverer, clock } = deps;
  // One attempt made now, answered with its log entry: a test send or a replay waits for no queue.
  const sendNow = async (...job: Parameters<Deliverer['deliver']>) => (await deliverer.deliver(...job))?.attempt;
  return {
    async webhooks(accountId) {
      return { ok: true, message: deliveryMessages.webhooks, data: await repos.reminders.destinations(accountId) };
    },
    async attempts(accountId) {
      const attempts = await repos.reminders.attempts(accountId, deliveryLogLength);
      return { ok: true, message: attempts.length > 0 ? deliveryMessages.deliveries : deliveryMessages.noDeliveries, data: attempts };
    },
    async replay(accountId, attemptId) {
      if (typeof attemptId !== 'string' || attemptId === '') return { ok: false, status: 400, message: deliveryMessages.attemptRequired };
      const original = await repos.reminders.attempt(accountId, attemptId);
      if (!original) return { ok: false, status: 404, message: deliveryMessages.attemptUnknown };
      const attempt = await sendNow({ webhookId: original.webhookId, targetId: original.targetId, accountId, kind: original.kind as ReminderKind, event: original.event, attempt: original.attempt, dueAt: original.at, detail: {}, body: JSON.stringify(original.payload), single: true });
      if (!attempt) return { ok: false, status: 410, message: deliveryMessages.gone };
      return { ok: true, message: deliveryMessages.replayed, data: attempt };
    },
    async test(accountId, subscriptionId) {
      if (typeof subscriptionId !== 'string' || subscriptionId === '') return { ok: false, status: 400, message: deliveryMessages.subscriptionRequired };
      const target = (await repos.reminders.destinations(accountId)).find((d) => d.id === subscriptionId);
      if (!target) return { ok: false, status: 404, message: deliveryMessages.targetUnknown };
      const attempt = await sendNow({ webhookId: `msg_${randomUUID()}`, targetId: subscriptionId, accountId, kind: target.kind, event: 'uji', attempt: 1, dueAt: clock().toISOString(), detail: {}, single: true });
      if (!attempt) return { ok: false, status: 404, message: deliveryMessages.targetUnknown };
      return { ok: true, message: deliveryMessages.tested, data: attempt };
    },
  };
}
