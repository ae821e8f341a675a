import type { BirthdayData, DueSubscription } from '../store/index.ts';
import type { EmbeddedAnswer } from './ask.ts';
import type { Zone } from './zones.ts';

/* What a reminder says, in the JSON a Discord-style webhook takes. Built from the API's own answers. */

export interface EmbedField {
  name: string;
  value: string;
  inline?: boolean;
}

export interface Embed {
  title: string;
  description?: string;
  color: number;
  fields?: EmbedField[];
  image?: { url: string };
  footer: { text: string };
  timestamp: string;
}

export interface ChannelMessage {
  content: string;
  username?: string;
  avatar_url?: string;
  embeds: Embed[];
}

const footer = { text: 'Portal API · pengingat webhook' };
const colors = { weather: 0x228be6, sholat: 0x12b886, quake: 0xfa5252, birthday: 0xf783ac, test: 0x868e96 };

/** Said in every message made from an example answer: nobody may take it for the real value. */
export const exampleNote = 'Catatan: API bawaan portal menjawab dengan contoh, bukan data sebenarnya.';

export const prayers = [
  { key: 'subuh', label: 'Subuh' },
  { key: 'dzuhur', label: 'Dzuhur' },
  { key: 'ashar', label: 'Ashar' },
  { key: 'maghrib', label: 'Maghrib' },
  { key: 'isya', label: 'Isya' },
] as const;

const record = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const text = (value: unknown): string => (value === undefined || value === null || value === '' ? '-' : String(value));
const messageOf = (answer: EmbeddedAnswer): string => text(record(answer.json).message);
const succeeded = (answer: EmbeddedAnswer): boolean => answer.status === 200 && record(answer.json).status !== false;

function sender(sub: Pick<DueSubscription, 'username' | 'avatarUrl'>, fallback: string): Pick<ChannelMessage, 'username' | 'avatar_url'> {
  return { username: sub.username ?? fallback, ...(sub.avatarUrl ? { avatar_url: sub.avatarUrl } : {}) };
}

export function weatherMessage(answer: EmbeddedAnswer, sub: DueSubscription, hhmm: string, zone: Zone, at: Date): ChannelMessage {
  const city = sub.kota ?? '-';
  const base = { ...sender(sub, 'Pengingat Cuaca') };
  if (!succeeded(answer)) return { ...base, content: `Cuaca ${city} pukul ${hhmm} ${zone.name} tidak tersedia: ${messageOf(answer)}`, embeds: [] };
  const data = record(record(answer.json).data);
  const note = answer.example ? `\n${exampleNote}` : '';
  return {
    ...base,
    content: `Cuaca ${text(data.kota)} pukul ${hhmm} ${zone.name}: ${text(data.kondisi)}, ${text(data.suhu)}°C.${note}`,
    embeds: [
      {
        title: `Cuaca di ${text(data.kota)}, ${text(data.negara)}`,
        color: colors.weather,
        fields: [
          { name: 'Kondisi', value: text(data.kondisi), inline: true },
          { name: 'Suhu', value: `${text(data.suhu)} °C`, inline: true },
          { name: 'Terasa seperti', value: `${text(data.terasa_seperti)} °C`, inline: true },
          { name: 'Angin', value: text(data.angin), inline: true },
          { name: 'Kelembapan', value: `${text(data.kelembapan)} %`, inline: true },
        ],
        ...(answer.example ? { description: exampleNote } : {}),
        footer,
        timestamp: at.toISOString(),
      },
    ],
  };
}

/**
 * The day's prayer times of a sholat answer for `date` (DD-MM-YYYY), by prayer. None from an
 * example or from a schedule of another day: a reminder at a wrong prayer time is worse than none.
 */
export function prayerTimes(answer: EmbeddedAnswer, date: string): Record<string, string> | null {
  if (answer.example || !succeeded(answer)) return null;
  const schedule = record(record(answer.json).data).jadwal;
  const day = Array.isArray(schedule) ? schedule.map(record).find((d) => d.tanggal === date) : undefined;
  if (!day) return null;
  const times: Record<string, string> = {};
  for (const { key } of prayers) if (typeof day[key] === 'string') times[key] = day[key];
  return Object.keys(times).length > 0 ? times : null;
}

export function sholatMessage(sub: DueSubscription, prayer: string, hhmm: string, zone: Zone, at: Date): ChannelMessage {
  const label = prayers.find((p) => p.key === prayer)?.label ?? prayer;
  const city = sub.kota ?? '-';
  return {
    ...sender(sub, 'Pengingat Sholat'),
    content: `Waktu sholat ${label} untuk ${city} dan sekitarnya: ${hhmm} ${zone.name}.`,
    embeds: [{ title: `${label} · ${city}`, description: `Telah masuk waktu sholat ${label} pukul ${hhmm} ${zone.name}.`, color: colors.sholat, footer, timestamp: at.toISOString() }],
  };
}

/** The day's schedule as one message (a test send of a prayer reminder). */
export function scheduleMessage(answer: EmbeddedAnswer, sub: DueSubscription, date: string, zone: Zone, at: Date): ChannelMessage {
  const city = sub.kota ?? '-';
  const base = sender(sub, 'Pengingat Sholat');
  if (!succeeded(answer)) return { ...base, content: `Jadwal sholat ${city} ${date} tidak tersedia: ${messageOf(answer)}`, embeds: [] };
  const schedule = record(record(answer.json).data).jadwal;
  const day = Array.isArray(schedule) ? record(schedule[0]) : {};
  const note = answer.example ? `\n${exampleNote}` : '';
  return {
    ...base,
    content: `Jadwal sholat ${city} ${text(day.tanggal)} (${zone.name}).${note}`,
    embeds: [
      {
        title: `Jadwal sholat ${city}`,
        color: colors.sholat,
        fields: prayers.map((p) => ({ name: p.label, value: text(day[p.key]), inline: true })),
        ...(answer.example ? { description: exampleNote } : {}),
        footer,
        timestamp: at.toISOString(),
      },
    ],
  };
}

export interface Quake {
  id: string;
  fields: Record<string, unknown>;
}

/** The latest quake of magnitude 5.0 or more in a real answer; an example answers none. */
export function quakeOf(answer: EmbeddedAnswer): Quake | null {
  if (answer.example || !succeeded(answer)) return null;
  const data = record(record(answer.json).data);
  const magnitude = Number.parseFloat(String(data.Magnitude));
  if (!(magnitude >= 5)) return null;
  return { id: `${text(data.Tanggal)} ${text(data.Jam)} ${text(data.Wilayah)}`, fields: data };
}

export function quakeMessage(quake: Quake, sub: DueSubscription, at: Date, note = ''): ChannelMessage {
  const d = quake.fields;
  const shakemap = typeof d.Shakemap === 'string' && d.Shakemap ? { image: { url: `https://data.bmkg.go.id/DataMKG/TEWS/${d.Shakemap}` } } : {};
  return {
    ...sender(sub, 'Info Gempa'),
    content: `Gempa M ${text(d.Magnitude)}: ${text(d.Wilayah)}.${note ? `\n${note}` : ''}`,
    embeds: [
      {
        title: `Gempa M ${text(d.Magnitude)}`,
        color: colors.quake,
        fields: [
          { name: 'Wilayah', value: text(d.Wilayah) },
          { name: 'Tanggal', value: text(d.Tanggal), inline: true },
          { name: 'Jam', value: text(d.Jam), inline: true },
          { name: 'Kedalaman', value: text(d.Kedalaman), inline: true },
          { name: 'Potensi', value: text(d.Potensi) },
        ],
        ...shakemap,
        ...(note ? { description: note } : {}),
        footer,
        timestamp: at.toISOString(),
      },
    ],
  };
}

export function birthdayMessage(people: BirthdayData[], at: Date): ChannelMessage {
  const names = people.map((p) => p.name).join(', ');
  return {
    username: 'Pengingat Ulang Tahun',
    content: people.length === 0 ? 'Tidak ada yang berulang tahun hari ini.' : `Selamat ulang tahun, ${names}! 🎉`,
    embeds: people.length === 0 ? [] : [{ title: 'Ulang tahun hari ini', color: colors.birthday, fields: people.map((p) => ({ name: p.name, value: p.tags.length > 0 ? p.tags.join(', ') : p.date })), footer, timestamp: at.toISOString() }],
  };
}

/** A test send: the kind's message, marked so nobody takes it for a scheduled one. */
export function asTest(message: ChannelMessage): ChannelMessage {
  return { ...message, content: `[Uji] ${message.content}`, embeds: message.embeds.map((e) => ({ ...e, color: colors.test })) };
}
