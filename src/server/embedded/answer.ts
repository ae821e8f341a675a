import type { FastifyReply } from 'fastify';

/** What the embedded API answers for an entry: JSON, or bytes with their type. */
export type Answer =
  | { status?: number; json: unknown }
  | { status?: number; body: Buffer; contentType: string; filename?: string };

/**
 * RFC 6266: an ASCII `filename` for old clients and the exact name in `filename*` (UTF-8,
 * percent-encoded). A header value may hold no character above U+00FF, so `laporan – final.json`
 * or a CJK name could never go into `filename` as it is.
 */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  if (ascii === name) return `attachment; filename="${name}"`;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function sendAnswer(reply: FastifyReply, answer: Answer): FastifyReply {
  reply.code(answer.status ?? 200);
  if ('json' in answer) return reply.type('application/json; charset=utf-8').send(answer.json);
  if (answer.filename) reply.header('Content-Disposition', contentDisposition(answer.filename));
  return reply.type(answer.contentType).send(answer.body);
}
