/** The time the repositories go by; tests pass their own to travel through days and expiries. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

const dayMs = 86_400_000;
/** The last day asked for: every call asks, and all but one a day ask for the same one. */
let lastDay = { number: Number.NaN, text: '' };

/** The UTC day a count belongs to: a daily limit starts again at midnight UTC. */
export function utcDay(now: Date): string {
  const number = Math.floor(now.getTime() / dayMs);
  if (number !== lastDay.number) lastDay = { number, text: now.toISOString().slice(0, 10) };
  return lastDay.text;
}
