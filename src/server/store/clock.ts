/** The time the repositories go by; tests pass their own to travel through days and expiries. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** The UTC day a count belongs to: a daily limit starts again at midnight UTC. */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);
