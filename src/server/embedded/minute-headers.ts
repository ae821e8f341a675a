import type { FastifyReply } from 'fastify';
import type { MinuteLeft } from '../accounts/index.ts';

/**
 * `X-RateLimit-*` tell the limit a caller meets first. The per-key limit (shell/rate-limits.ts)
 * has set them before the account is known; the plan's minute, counted per account, replaces
 * them when it has fewer calls left, so a client never reads 53 left on the answer refusing it.
 */
export function tellMinute(reply: FastifyReply, minute: MinuteLeft): void {
  if (reply.hasHeader('x-ratelimit-remaining') && Number(reply.getHeader('x-ratelimit-remaining')) <= minute.remaining) return;
  reply.header('x-ratelimit-limit', minute.limit);
  reply.header('x-ratelimit-remaining', minute.remaining);
  reply.header('x-ratelimit-reset', minute.resetSeconds);
}
