/** Indonesia's three time zones: a city's zone follows its province (UU/Keppres 41/1987). */
export type ZoneName = 'WIB' | 'WITA' | 'WIT';

export interface Zone {
  name: ZoneName;
  /** Hours ahead of UTC; Indonesia keeps no daylight saving. */
  utcOffset: 7 | 8 | 9;
}

export const zones: Record<ZoneName, Zone> = {
  WIB: { name: 'WIB', utcOffset: 7 },
  WITA: { name: 'WITA', utcOffset: 8 },
  WIT: { name: 'WIT', utcOffset: 9 },
};

/**
 * By the first digit of the province's Kemendagri code: 1x Sumatra, 3x Java, 6x Kalimantan, 7x
 * Sulawesi, 8x Maluku, 9x Papua. The exceptions within a region are listed by province code.
 */
const byRegion: Record<string, ZoneName> = { '1': 'WIB', '2': 'WIB', '3': 'WIB', '5': 'WITA', '6': 'WIB', '7': 'WITA', '8': 'WIT', '9': 'WIT' };
const byProvince: Record<string, ZoneName> = {
  // South, East and North Kalimantan keep central time; West and Central Kalimantan western.
  '63': 'WITA',
  '64': 'WITA',
  '65': 'WITA',
};

/** The zone of a province by its two-digit code (e.g. '35' Jawa Timur → WIB). */
export function zoneOfProvince(provinceCode: string): Zone {
  const name = byProvince[provinceCode] ?? byRegion[provinceCode.charAt(0)];
  if (!name) throw new Error(`no time zone for province ${provinceCode}`);
  return zones[name];
}
