import type { FastifyInstance, FastifyReply } from 'fastify';
import { sessionOf } from '../accounts/index.ts';
import { deliveryMessages } from '../../catalog/reminder-messages.ts';
import { fail } from '../common/index.ts';
import { requestOrigin } from '../shell/index.ts';
import type { Clock, Repositories } from '../store/index.ts';
import { deliveryLogLength, type ActionAnswer, type DeliveryActions } from './delivery-actions.ts';
import { testChannelMessages, testChannelPath, type TestChannelInbox } from './test-channel.ts';

type Body = Record<string, unknown> | undefined;

/** An action's answer as the account API says it: `{ status, message, data }`, or the refusal's status and message. */
function answer<T>(reply: FastifyReply, result: ActionAnswer<T>) {
  return result.ok ? { status: true, message: result.message, data: result.data } : fail(reply, result.status, result.message);
}

/**
 * The account API of reminder delivery (`Authorization: Bearer <token>`): the delivery log with
 * replay and test sends, secret rotation, and the test channel; plus the test channel's own
 * inbox, which anyone holding its URL may post to (as to a Discord webhook).
 */
export function registerReminderRoutes(app: FastifyInstance, deps: { repos: Repositories; actions: DeliveryActions; inbox: TestChannelInbox; clock: Clock }): void {
  const { repos, actions, inbox, clock } = deps;

  app.get('/api/account/webhooks', async (request, reply) => {
    const session = await sessionOf(request, reply, repos);
    if (!session) return reply;
    return answer(reply, await actions.webhooks(session.account.id));
  });

  app.get('/api/account/deliveries', async (request, reply) => {
    const session = await sessionOf(request, reply, repos);
    if (!session) return reply;
    return answer(reply, await actions.attempts(session.account.id));
  });

  app.post<{ Params: { id: string } }>('/api/account/deliveries/:id/replay', async (request, reply) => {
    const session = await sessionOf(request, reply, repos);
    if (!session) return reply;
    return answer(reply, await actions.replay(session.account.id, request.params.id));
  });

  app.post<{ Body: Body }>('/api/account/deliveries/test', async (request, reply) => {
    const session = await sessionOf(request, reply, repos);
    if (!session) return reply;
    return answer(reply, await actions.test(session.account.id, request.body?.subscriptionId));
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
    const messages = await repos.reminders.testMessages(session.account.id, deliveryLogLength);
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
