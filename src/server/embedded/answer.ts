import type { FastifyReply } from 'fastify';

/** Names the catalog example an answer was taken from; computed answers do not carry it. */
export const exampleHeader = 'X-Portal-Example';

/** What the embedded API answers for an entry: JSON, or bytes with their type; `example` when from one. */
export type Answer = { status?: number; example?: string } & ({ json: unknown } | { body: Buffer; contentType: string; filename?: string });

export function sendAnswer(reply: FastifyReply, answer: Answer): FastifyReply {
  reply.code(answer.status ?? 200);
  // Percent-encoded: a header carries ASCII only, an example name may not be.
  if (answer.example) reply.header(exampleHeader, encodeURIComponent(answer.example));
  if ('json' in answer) return reply.type('application/json; charset=utf-8').send(answer.json);
  if (answer.filename) reply.header('Content-Disposition', `attachment; filename="${answer.filename.replace(/["\\\r\n]/g, '_')}"`);
  return reply.type(answer.contentType).send(answer.body);
}
