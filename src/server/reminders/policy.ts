/**
 * How reminders are delivered: the published retry schedule and limits (docs/reminders.md and the
 * webhook pages print these same numbers).
 */
export interface DeliveryPolicy {
  /** Seconds after a failed attempt before the next one; its length is the number of retries. */
  retrySchedule: readonly number[];
  /** Consecutive failed attempts (of any events) that disable a destination. */
  disableAfter: number;
  /** Longest wait for the receiver's answer. */
  timeoutMs: number;
  /** Bytes of the receiver's answer read; the rest is dropped unread. */
  answerCapBytes: number;
}

export const defaultDeliveryPolicy: DeliveryPolicy = {
  // 5 s, 5 min, 30 min, 2 h, 5 h, 10 h: an event is tried for about 17.5 hours.
  retrySchedule: [5, 300, 1800, 7200, 18000, 36000],
  disableAfter: 7,
  timeoutMs: 10_000,
  answerCapBytes: 64 * 1024,
};

/** The schedule as users read it: `5 detik, 5 menit, 30 menit, 2 jam`. */
export function scheduleText(seconds: readonly number[]): string {
  return seconds.map((s) => (s < 60 ? `${s} detik` : s < 3600 ? `${s / 60} menit` : `${s / 3600} jam`)).join(', ');
}

export const reasons = {
  gone: 'Penerima menjawab 410 Gone: langganan dinonaktifkan.',
  failures: (n: number, last: string) => `Dinonaktifkan setelah ${n} kali gagal berturut-turut (terakhir: ${last}).`,
};
