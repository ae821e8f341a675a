import { findCity, firstYear, monthSchedule, parseDay, prayerTimes, scheduleRow, todayIn, type CalendarDay, type City } from '../../../prayer-times/index.ts';
import { systemClock } from '../../../store/index.ts';
import type { Answer } from '../../answer.ts';
import { declaredText } from '../declared.ts';
import type { EntryHandler } from '../types.ts';

/** The example whose message a computed schedule carries (both schedule entries declare it). */
const answered = 'Surabaya tanggal tertentu';

function unknownCity(query: string, nearest: string[]): Answer {
  const hint = nearest.length > 0 ? `Mungkin maksud Anda: ${nearest.join(', ')}.` : 'Tulis nama kabupaten atau kota di Indonesia, misalnya Surabaya atau Kabupaten Bandung.';
  return { status: 404, json: { status: false, message: `Kota "${query}" tidak ditemukan. ${hint}` } };
}

const impossibleDate = (text: string): Answer => ({
  status: 400,
  json: { status: false, message: `Tanggal "${text}" tidak ada di kalender. Gunakan tanggal yang ada, berformat DD-MM-YYYY.` },
});

const yearOutOfRange = (text: string): Answer => ({
  status: 400,
  json: { status: false, message: `Tanggal "${text}" di luar jangkauan jadwal: tahun harus antara ${firstYear} dan 9999.` },
});

/**
 * A city's prayer schedule, computed (src/server/prayer-times): 'now' is today in the city's own
 * zone, a DD-MM-YYYY date that one day, no date the whole month of today. The schema has already
 * refused a date in another layout; a day the calendar lacks (31-02) is refused here.
 */
export const handler: EntryHandler = async ({ entry, inputs, clock = systemClock }) => {
  const query = String(inputs.kota).trim();
  const match = findCity(query);
  if (!match.found) return unknownCity(query, match.nearest);
  const { city } = match;

  const tanggal = typeof inputs.tanggal === 'string' ? inputs.tanggal : undefined;
  const today = todayIn(city.zone, clock());
  let days: CalendarDay[] | null;
  if (tanggal === undefined) days = null;
  else if (tanggal === 'now') days = [today];
  else {
    const day = parseDay(tanggal);
    if (!day) return impossibleDate(tanggal);
    if (day.year < firstYear) return yearOutOfRange(tanggal);
    days = [day];
  }
  const schedule = days ? days.map((d) => prayerTimes(city, d)) : monthSchedule(city, today);
  return { json: { status: true, message: declaredText(entry, answered), data: { ...place(city), jadwal: schedule.map(scheduleRow) } } };
};

/** Where the times were computed for, so a reader can tell which 'Jakarta' was meant. */
const place = (city: City) => ({
  kota: city.name,
  provinsi: city.province,
  zona: city.zone.name,
  koordinat: { lintang: city.latitude, bujur: city.longitude },
});
