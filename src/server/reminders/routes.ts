import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../accounts/index.ts';
import { deliveryMessages } from '../../catalog/reminder-messages.ts';
import { fail } from '../common/index.ts';
import { requestOrigin } from '../shell/index.ts';
import type { Clock, Repositories } from '../store/index.ts';
import type { Deliverer, DeliveryJob } from './deliverer.ts';
import type { ReminderKind } from './due.ts';
import { testChannelMessages, testChannelPath, type TestChannelInbox } from './test-channel.ts';


/** Attempts the log lists. */
const logLength = 100;

type Body = Record<string, unknown> | undefined;

/**
 * The account API of reminder delivery (`Authorization: Bearer <token>`): the delivery log with
 * replay and test sends, secret rotation, and the test channel; plus the test channel's own
 * inbox, which anyone holding its URL may post to (as to a Discord webhook).
 */
export function registerReminderRoutes(app: FastifyInstance, deps: { repos: Repositories; deliverer: Deliverer; inbox: TestChannelInbox; clock: Clock }): void {
  const { repos, deliverer, inbox, clock } = deps;

  app.get('/api/account/webhooks', async (request, reply) => {
    const session = await sessionOf(request, reply, repos);
    if (!session) return reply;
    return { status: true, message: deliveryMessages.webhooks, data: await repos.reminders.destinations(session.account.id) };
  });

  app.get('/api/account/deliveries', async (request, reply) => {
    const session = await sessionOf(request, reply, repos);
    if (!session) return reply;
    const attempts = await repos.reminders.attempts(session.account.id, logLength);
    return { status: true, message: attempts.length > 0 ? deliveryMessages.deliveries : deliveryMessages.noDeliveries, data: attempts };
  });

  /** One attempt made now, answered with its log entry (a test send or a replay waits for no queue). */
  const sendNow = async (job: DeliveryJob) => {
    const outcome = await deliverer.deliver(job);
    return outcome?.attempt;
  };

  app.post<{ Params: { id: string } }>('/api/account/deliveries/:id/replay', async (request, reply) => {
    const session = await sessionOf(request, reply, repos);
    if (!session) return reply;
    const original = await repos.reminders.attempt(session.account.id, request.params.id);
    if (!original) return fail(reply, 404, deliveryMessages.attemptUnknown);
    // The same event again under its own `webhook-id`: a receiver that kept it knows it is a repeat.
    const attempt = await sendNow({ webhookId: original.webhookId, targetId: original.targetId, accountId: session.account.id, kind: original.kind as ReminderKind, event: original.event, attempt: original.attempt, dueAt: original.at, detail: {}, body: JSON.stringify(original.payload), single: true });
    if (!attempt) return fail(reply, 410, deliveryMessages.gone);
    return { status: true, message: deliveryMessages.replayed, data: attempt };
  });

  app.post<{ Body: Body }>('/api/account/deliveries/test', async (request, reply) => {
    const session = await sessionOf(request, reply, repos);
    if (!session) return reply;
    const id = request.body?.subscriptionId;
    if (typeof id !== 'string' || id === '') return fail(reply, 400, deliveryMessages.subscriptionRequired);
    const target = (await repos.reminders.destinations(session.account.id)).find((d) => d.id === id);
    if (!target) return fail(reply, 404, deliveryMessages.targetUnknown);
    const attempt = await sendNow({ webhookId: `msg_${randomUUID()}`, targetId: id, accountId: session.account.id, kind: target.kind, event: 'uji', attempt: 1, dueAt: clock().toISOString(), detail: {}, single: true });
    if (!attempt) return fail(reply, 404, deliveryMessages.targetUnknown);
    return { status: true, message: deliveryMessages.tested, data: attempt };
  });

  app.post<{ Params: { id: string } }>('/api/account/webhooks/:id/secret', async (request, reply) => {
    const session = await sessionOf(request, reply, repos);
    if (!session) return reply;
    const target = (await repos.reminders.destinations(session.account.id)).find((d) => d.id === request.params.id);
    if (!target) return fail(reply, 404, deliveryMessages.targetUnknown);
    const secret = await repos.reminders.rotateSecret(session.account.id, target.id);
    return { status: true, message: deliveryMessages.secretRotated, data: { id: target.id, secret } };
  });

  app.get('/api/account/test-channel', async (request, reply) => {
    const session = await sessionOf(request, reply, repos);
    if (!session) return reply;
    const token = await repos.reminders.testChannelToken(session.account.id);
    return { status: true, message: deliveryMessages.testChannel, data: { url: `${requestOrigin(request)}${testChannelPath(token)}` } };
  });

  app.get('/api/account/test-channel/messages', async (request, reply) => {
    const session = await sessionOf(request, reply, repos);
    if (!session) return reply;
    const messages = await repos.reminders.testMessages(session.account.id, logLength);
    return { status: true, message: messages.length > 0 ? deliveryMessages.testMessages : deliveryMessages.noTestMessages, data: messages };
  });

  // The inbox reads the body as sent: the signature covers its exact bytes.
  void app.register(async (inboxScope) => {
    inboxScope.removeAllContentTypeParsers();
    inboxScope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
    inboxScope.post<{ Params: { token: string } }>('/api/test-channel/:token', async (request, reply) => {
      const headers = Object.fromEntries(['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [name, typeof request.headers[name] === 'string' ? request.headers[name] : undefined]));
      const result = await inbox.receive(request.params.token, headers, typeof request.body === 'string' ? request.body : '', clock());
      if (result.status !== 200) return fail(reply, result.status, result.message);
      return { status: true, message: testChannelMessages.received, data: { signatureValid: result.signatureValid } };
    });
  });
}
