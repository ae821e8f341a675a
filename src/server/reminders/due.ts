import { v5 as uuidv5 } from 'uuid';
import type { BirthdayBook, BirthdayData, DueSubscription } from '../store/index.ts';
import { daysTouched, ddmmyyyy, instantIn, zoneOf, zones, type Zone } from './zones.ts';

export type ReminderKind = 'weather' | 'sholat' | 'quake' | 'birthday';

/** One reminder due at one instant; its id is the same whichever instance plans it, so it is queued once. */
export interface Firing {
  id: string;
  targetId: string;
  accountId: string;
  kind: ReminderKind;
  /** As the delivery log shows it: `cuaca 07:00`, `sholat maghrib 17:54`. */
  event: string;
  dueAt: Date;
  /** What the content needs besides the destination: the time, the prayer. */
  detail: Record<string, string>;
}

const namespace = '6f1f5a52-4c0e-4d7a-9a54-3f2b1c9e7d10';

export const firingId = (targetId: string, event: string, dueAt: Date): string => uuidv5(`${targetId}|${event}|${dueAt.toISOString()}`, namespace);

const inWindow = (at: Date | null, from: Date, to: Date): at is Date => at !== null && at >= from && at < to;

/** Weather: each `HH:mm` of `waktu`, in the city's zone. */
export function weatherFirings(subs: DueSubscription[], from: Date, to: Date): Firing[] {
  const firings: Firing[] = [];
  for (const sub of subs) {
    const zone = zoneOf(sub.kota);
    for (const day of daysTouched(zone, from, to)) {
      for (const hhmm of new Set(sub.waktu)) {
        const dueAt = instantIn(zone, day, hhmm);
        if (!inWindow(dueAt, from, to)) continue;
        const event = `cuaca ${hhmm}`;
        firings.push({ id: firingId(sub.id, event, dueAt), targetId: sub.id, accountId: sub.accountId, kind: 'weather', event, dueAt, detail: { hhmm, zone: zone.name } });
      }
    }
  }
  return firings;
}

/** Prayer times of a city for a day (DD-MM-YYYY), by prayer; null when the API has no real schedule. */
export type TimesFor = (sub: DueSubscription, date: string) => Promise<Record<string, string> | null>;

/** Sholat: each prayer time of the subscribed city, as the API computes it for that day. */
export async function sholatFirings(subs: DueSubscription[], from: Date, to: Date, timesFor: TimesFor): Promise<Firing[]> {
  const firings: Firing[] = [];
  for (const sub of subs) {
    const zone = zoneOf(sub.kota);
    for (const day of daysTouched(zone, from, to)) {
      const times = await timesFor(sub, ddmmyyyy(day));
      for (const [prayer, hhmm] of Object.entries(times ?? {})) {
        const dueAt = instantIn(zone, day, hhmm);
        if (!inWindow(dueAt, from, to)) continue;
        const event = `sholat ${prayer} ${hhmm}`;
        firings.push({ id: firingId(sub.id, event, dueAt), targetId: sub.id, accountId: sub.accountId, kind: 'sholat', event, dueAt, detail: { prayer, hhmm, zone: zone.name } });
      }
    }
  }
  return firings;
}

/** Whether a DD-MM-YYYY birthday falls on the day; 29 February falls on 1 March in other years. */
export function isBirthdayOn(person: BirthdayData, day: { y: number; m: number; d: number }): boolean {
  const match = /^(\d{2})-(\d{2})-\d{4}$/.exec(person.date);
  if (!match) return false;
  let [d, m] = [Number(match[1]), Number(match[2])];
  const leap = day.y % 4 === 0 && (day.y % 100 !== 0 || day.y % 400 === 0);
  if (d === 29 && m === 2 && !leap) [d, m] = [1, 3];
  return d === day.d && m === day.m;
}

/** Birthdays: each day at `hhmm` (WIB), one message per book holding that day's birthdays. */
export function birthdayFirings(books: BirthdayBook[], from: Date, to: Date, hhmm: string, zone: Zone = zones.WIB): Firing[] {
  const firings: Firing[] = [];
  for (const book of books) {
    for (const day of daysTouched(zone, from, to)) {
      const dueAt = instantIn(zone, day, hhmm);
      if (!inWindow(dueAt, from, to)) continue;
      const today = book.people.filter((p) => isBirthdayOn(p, day));
      if (today.length === 0) continue;
      const event = `ulang tahun ${ddmmyyyy(day).slice(0, 5)}`;
      firings.push({ id: firingId(book.id, event, dueAt), targetId: book.id, accountId: book.accountId, kind: 'birthday', event, dueAt, detail: { date: ddmmyyyy(day) } });
    }
  }
  return firings;
}
