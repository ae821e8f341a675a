import { v7 } from 'uuid';

/**
 * Every request's id: a UUIDv7 the server makes (a client's own `X-Request-Id` is not taken: ids
 * stay unique). Its first 48 bits are the millisecond it arrived, and ids made in one millisecond
 * still increase, so the log's order (time, then id) is the order calls arrived, even for calls
 * that share a millisecond.
 */
export const newRequestId = (): string => v7();

/** The millisecond a request arrived, read back from its id. */
export function arrivalOf(id: string): Date {
  return new Date(Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16));
}
