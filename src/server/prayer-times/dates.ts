import type { Zone } from './zones.ts';

/** A day on the calendar, without a time or a zone. */
export interface CalendarDay {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

/** The calendar day it is at `now` in the zone: at 23:30 WIB it is already tomorrow in WIT. */
export function todayIn(zone: Zone, now: Date): CalendarDay {
  const local = new Date(now.getTime() + zone.utcOffset * 3_600_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Years a schedule is computed for: the Gregorian calendar's first full year on (the layout allows four digits). */
export const firstYear = 1583;

/** `DD-MM-YYYY` as a day that exists (31-02-2025 does not), or null. */
export function parseDay(text: string): CalendarDay | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

const two = (n: number): string => String(n).padStart(2, '0');

/** `DD-MM-YYYY`, as the schedule writes its dates. */
export const formatDay = (d: CalendarDay): string => `${two(d.day)}-${two(d.month)}-${d.year}`;

/** `HH:MM` of an instant in the zone. */
export function clockTime(instant: Date, zone: Zone): string {
  const local = new Date(instant.getTime() + zone.utcOffset * 3_600_000);
  return `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}

/** Every day of the day's month, in order. */
export function monthOf(d: CalendarDay): CalendarDay[] {
  return Array.from({ length: daysInMonth(d.year, d.month) }, (_, i) => ({ year: d.year, month: d.month, day: i + 1 }));
}
