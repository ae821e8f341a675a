/**
 * Prayer times of Indonesia's regencies and cities, computed offline with Kemenag's criteria:
 * the schedule entries answer from here, and anything else that needs a city's times (a reminder
 * firing at maghrib) calls it directly. See docs/prayer-times.md.
 */
export { cities, findCity, nearestNames, type City, type CityMatch } from './cities.ts';
export { daysInMonth, firstYear, formatDay, parseDay, todayIn, type CalendarDay } from './dates.ts';
export { monthSchedule, prayerNames, prayerTimes, scheduleRow, type PrayerDay, type PrayerName, type PrayerRow } from './schedule.ts';
export { zoneOfProvince, zones, type Zone, type ZoneName } from './zones.ts';
