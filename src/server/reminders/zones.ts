/**
 * Indonesia's three time zones, none with daylight saving, so a fixed offset is exact. A city
 * is in WIB unless listed below (WITA: Bali, Nusa Tenggara, Kalimantan Selatan/Timur/Utara,
 * Sulawesi; WIT: Maluku, Papua).
 */
export interface Zone {
  name: 'WIB' | 'WITA' | 'WIT';
  offsetHours: number;
}

export const zones: Record<Zone['name'], Zone> = {
  WIB: { name: 'WIB', offsetHours: 7 },
  WITA: { name: 'WITA', offsetHours: 8 },
  WIT: { name: 'WIT', offsetHours: 9 },
};

const wita = ['makassar', 'denpasar', 'badung', 'gianyar', 'tabanan', 'singaraja', 'mataram', 'bima', 'sumbawa', 'kupang', 'ende', 'maumere', 'labuan bajo', 'balikpapan', 'samarinda', 'bontang', 'tarakan', 'banjarmasin', 'banjarbaru', 'palu', 'manado', 'bitung', 'tomohon', 'kotamobagu', 'kendari', 'baubau', 'gorontalo', 'mamuju', 'parepare', 'palopo', 'tanjung selor'];
const wit = ['jayapura', 'ambon', 'tual', 'ternate', 'tidore', 'sofifi', 'sorong', 'manokwari', 'merauke', 'timika', 'biak', 'nabire', 'fakfak', 'wamena', 'serui'];

/** The zone of a city by name (case and spacing ignored; `Kota Makassar` is Makassar). */
export function zoneOf(city: string | undefined): Zone {
  const name = (city ?? '').toLowerCase().replace(/^kota\s+|^kabupaten\s+/, '').replace(/[\s-]+/g, ' ').trim();
  if (wit.includes(name)) return zones.WIT;
  if (wita.includes(name)) return zones.WITA;
  return zones.WIB;
}

const hourMs = 3_600_000;

/** The zone's calendar day of an instant: `{ y, m, d }` (m from 1). */
export function dayIn(zone: Zone, at: Date): { y: number; m: number; d: number } {
  const local = new Date(at.getTime() + zone.offsetHours * hourMs);
  return { y: local.getUTCFullYear(), m: local.getUTCMonth() + 1, d: local.getUTCDate() };
}

/** The instant of `HH:mm` on the zone's day; null for a time that is no time. */
export function instantIn(zone: Zone, day: { y: number; m: number; d: number }, hhmm: string): Date | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm.trim());
  if (!match) return null;
  return new Date(Date.UTC(day.y, day.m - 1, day.d, Number(match[1]), Number(match[2])) - zone.offsetHours * hourMs);
}

/** `DD-MM-YYYY`, as the API's dates are written. */
export const ddmmyyyy = (day: { y: number; m: number; d: number }): string => `${String(day.d).padStart(2, '0')}-${String(day.m).padStart(2, '0')}-${day.y}`;

/** The zone's days an interval touches (one, or two around midnight). */
export function daysTouched(zone: Zone, from: Date, to: Date): { y: number; m: number; d: number }[] {
  const first = dayIn(zone, from);
  const last = dayIn(zone, new Date(to.getTime() - 1));
  return ddmmyyyy(first) === ddmmyyyy(last) ? [first] : [first, last];
}
