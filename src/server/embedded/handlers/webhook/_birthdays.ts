import type { BirthdayData } from '../../../store/index.ts';

export type { BirthdayData };

export type UpcomingBirthday = BirthdayData & { hariLagi: number };

const dayMs = 24 * 60 * 60 * 1000;

/** Day and month of a DD-MM-YYYY date that exists in the calendar (31-02 does not), else null. */
export function parseBirthday(date: string): { day: number; month: number } | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(date);
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number);
  // The Gregorian calendar for every four-digit year (Date.UTC would read 0000-0099 as 1900-1999).
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days ? { day, month } : null;
}

/** Whole days from `today` to the next birthday, 0 on the day itself; 29 February falls on 1 March in other years. */
export function daysUntil(date: string, today: Date): number {
  const parsed = parseBirthday(date);
  if (!parsed) return Number.POSITIVE_INFINITY;
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  let next = Date.UTC(today.getUTCFullYear(), parsed.month - 1, parsed.day);
  if (next < start) next = Date.UTC(today.getUTCFullYear() + 1, parsed.month - 1, parsed.day);
  return Math.round((next - start) / dayMs);
}

/** The `count` nearest birthdays from today on, nearest first. */
export function nearestBirthdays(list: BirthdayData[], today: Date, count = 5): UpcomingBirthday[] {
  return list
    .map((b) => ({ ...b, hariLagi: daysUntil(b.date, today) }))
    .sort((a, b) => a.hariLagi - b.hariLagi || a.name.localeCompare(b.name))
    .slice(0, count);
}
