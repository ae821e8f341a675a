import { LRUCache } from 'lru-cache';

/** Spec §3 birthdayData. */
export interface BirthdayData {
  userId: string;
  name: string;
  /** DD-MM-YYYY */
  date: string;
  tags: string[];
}

export type UpcomingBirthday = BirthdayData & { hariLagi: number };

const dayMs = 24 * 60 * 60 * 1000;

/** Day and month of a DD-MM-YYYY date that exists in the calendar (31-02 does not), else null. */
export function parseBirthday(date: string): { day: number; month: number } | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(date);
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number);
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day ? { day, month } : null;
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

interface BirthdayBook {
  channelId?: string;
  people: BirthdayData[];
}

/** Birthdays kept per API key and webhook URL; a person (userId) appears once per webhook. */
export class BirthdayStore {
  /** Webhook URLs are free text: only the most recently used books are kept. */
  private readonly books = new LRUCache<string, BirthdayBook>({ max: 5_000 });

  private book(apikey: string, webhookUrl: string, create: boolean): BirthdayBook | undefined {
    const key = JSON.stringify([apikey, webhookUrl]);
    let book = this.books.get(key);
    if (!book && create) this.books.set(key, (book = { people: [] }));
    return book;
  }

  people(apikey: string, webhookUrl: string): BirthdayData[] {
    return this.book(apikey, webhookUrl, false)?.people ?? [];
  }

  channelOf(apikey: string, webhookUrl: string): string | undefined {
    return this.book(apikey, webhookUrl, false)?.channelId;
  }

  /** False when the person is already there. */
  add(apikey: string, webhookUrl: string, channelId: string | undefined, data: BirthdayData): boolean {
    const book = this.book(apikey, webhookUrl, true) as BirthdayBook;
    if (book.people.some((p) => p.userId === data.userId)) return false;
    if (channelId) book.channelId = channelId;
    book.people.push(data);
    return true;
  }

  /** False when the person is not there. */
  replace(apikey: string, webhookUrl: string, channelId: string | undefined, data: BirthdayData): boolean {
    const book = this.book(apikey, webhookUrl, false);
    const index = book?.people.findIndex((p) => p.userId === data.userId) ?? -1;
    if (!book || index < 0) return false;
    if (channelId) book.channelId = channelId;
    book.people[index] = data;
    return true;
  }

  /** False when the person is not there. */
  remove(apikey: string, webhookUrl: string, userId: string): boolean {
    const book = this.book(apikey, webhookUrl, false);
    const index = book?.people.findIndex((p) => p.userId === userId) ?? -1;
    if (!book || index < 0) return false;
    book.people.splice(index, 1);
    return true;
  }
}
