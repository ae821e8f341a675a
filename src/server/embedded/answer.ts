import type { FastifyReply } from 'fastify';

/** What the embedded API answers for an entry: JSON, or bytes with their type. */
export type Answer =
  | { status?: number; json: unknown }
  | { status?: number; body: Buffer; contentType: string; filename?: string };

export function sendAnswer(reply: FastifyReply, answer: Answer): FastifyReply {
  reply.code(answer.status ?? 200);
  if ('json' in answer) return reply.type('application/json; charset=utf-8').send(answer.json);
  if (answer.filename) reply.header('Content-Disposition', `attachment; filename="${answer.filename.replace(/["\\\r\n]/g, '_')}"`);
  return reply.type(answer.contentType).send(answer.body);
}
