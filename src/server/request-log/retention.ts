import type { FastifyBaseLogger } from 'fastify';
import type { RequestLogRepository } from '../store/index.ts';

/** Calls are kept this many days unless `PORTAL_LOG_DAYS` says otherwise. */
export const defaultLogDays = 30;
/** Daily totals outlive the calls: a year and a month of the usage chart. */
export const dailyTotalsDays = 400;
const everyMs = 60 * 60 * 1000;

/**
 * Keeps the log bounded: old calls and totals go at start and then every hour (then `thenPrune`:
 * upstream mode's key accounts left with nothing logged). The timer does not
 * hold the process open; the returned function stops it.
 */
export function startRetention(repo: Pick<RequestLogRepository, 'prune'>, logDays: number, log: FastifyBaseLogger, thenPrune?: () => Promise<number>): () => void {
  const prune = () =>
    void repo
      .prune(logDays, dailyTotalsDays)
      .then(() => thenPrune?.())
      .catch((error: unknown) => log.warn({ err: error }, 'request log prune failed'));
  prune();
  const timer = setInterval(prune, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
