import { CalculationParameters, Coordinates, HighLatitudeRule, Madhab, PrayerTimes, Rounding } from 'adhan';
import type { City } from './cities.ts';
import { clockTime, formatDay, monthOf, type CalendarDay } from './dates.ts';

/** The times of one day, in the order a schedule lists them. */
export const prayerNames = ['imsak', 'subuh', 'terbit', 'dhuha', 'dzuhur', 'ashar', 'maghrib', 'isya'] as const;
export type PrayerName = (typeof prayerNames)[number];

/** One day of a city's schedule: each time as an instant (what a reminder fires at). */
export interface PrayerDay {
  city: City;
  day: CalendarDay;
  times: Record<PrayerName, Date>;
}

/** One day as the schedule's answer writes it: `tanggal` DD-MM-YYYY and each time HH:MM in the city's zone. */
export type PrayerRow = { tanggal: string } & Record<PrayerName, string>;

/*
 * The Ministry of Religious Affairs' criteria (Kriteria Jadwal Shalat Kementerian Agama RI, as
 * bimasislam.kemenag.go.id's schedules state them; see docs/prayer-times.md): subuh at the sun
 * 20° below the horizon, isya at 18°, ashar when a shadow is its object's length plus its noon
 * shadow (Shafi'i), dhuha at the sun 4.5° above the horizon; ihtiyat (a safety margin) of +2
 * minutes on each time and −2 on terbit; imsak 10 minutes before subuh; times rounded up to the
 * minute. Dzuhur, terbit and maghrib carry one more minute in the published schedules (the sun's
 * disc crossing the meridian and the horizon): with it, nine published days of Surabaya, Makassar
 * and Jayapura are met to the minute for dzuhur and maghrib and within one minute elsewhere.
 */
const ihtiyat = { fajr: 2, sunrise: -3, dhuhr: 3, asr: 2, maghrib: 3, isha: 2 };
const imsakBeforeSubuh = 10;
const dhuhaAltitude = 4.5;

function parameters(): CalculationParameters {
  const p = new CalculationParameters('Other', 20, 18);
  p.madhab = Madhab.Shafi;
  p.rounding = Rounding.Up;
  p.adjustments = ihtiyat;
  return p;
}

/**
 * Dhuha is the morning instant the sun stands 4.5° high. adhan computes "the morning instant at
 * an altitude" only as fajr, so a fajr angle of −4.5 asks for it; the middle-of-the-night rule
 * keeps its high-latitude guard from replacing that instant (it never applies in Indonesia).
 */
function dhuhaParameters(): CalculationParameters {
  const p = new CalculationParameters('Other', -dhuhaAltitude, 18);
  p.highLatitudeRule = HighLatitudeRule.MiddleOfTheNight;
  p.rounding = Rounding.Up;
  p.adjustments = { ...p.adjustments, fajr: ihtiyat.fajr };
  return p;
}

/** adhan reads the calendar day from a Date's local fields, whatever the server's zone. */
const localDate = (d: CalendarDay): Date => new Date(d.year, d.month - 1, d.day);

/** The city's times on that day, computed for its coordinates (no network, no table of times). */
export function prayerTimes(city: City, day: CalendarDay): PrayerDay {
  const coordinates = new Coordinates(city.latitude, city.longitude);
  const times = new PrayerTimes(coordinates, localDate(day), parameters());
  const dhuha = new PrayerTimes(coordinates, localDate(day), dhuhaParameters()).fajr;
  return {
    city,
    day,
    times: {
      imsak: new Date(times.fajr.getTime() - imsakBeforeSubuh * 60_000),
      subuh: times.fajr,
      terbit: times.sunrise,
      dhuha,
      dzuhur: times.dhuhr,
      ashar: times.asr,
      maghrib: times.maghrib,
      isya: times.isha,
    },
  };
}

/** A day as a row of the schedule. */
export function scheduleRow({ city, day, times }: PrayerDay): PrayerRow {
  const row = { tanggal: formatDay(day) } as PrayerRow;
  for (const name of prayerNames) row[name] = clockTime(times[name], city.zone);
  return row;
}

/** Every day of the day's month. */
export const monthSchedule = (city: City, day: CalendarDay): PrayerDay[] => monthOf(day).map((d) => prayerTimes(city, d));
