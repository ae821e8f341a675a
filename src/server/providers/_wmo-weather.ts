/**
 * WMO weather interpretation codes (WW), as Open-Meteo documents them for `weather_code`, in
 * Indonesian. A code outside the table is said as such, never guessed.
 */
const conditions: Record<number, string> = {
  0: 'Cerah',
  1: 'Cerah berawan',
  2: 'Berawan sebagian',
  3: 'Mendung',
  45: 'Berkabut',
  48: 'Kabut beku',
  51: 'Gerimis ringan',
  53: 'Gerimis sedang',
  55: 'Gerimis lebat',
  56: 'Gerimis beku ringan',
  57: 'Gerimis beku lebat',
  61: 'Hujan ringan',
  63: 'Hujan sedang',
  65: 'Hujan lebat',
  66: 'Hujan beku ringan',
  67: 'Hujan beku lebat',
  71: 'Salju ringan',
  73: 'Salju sedang',
  75: 'Salju lebat',
  77: 'Butiran salju',
  80: 'Hujan lokal ringan',
  81: 'Hujan lokal sedang',
  82: 'Hujan lokal sangat lebat',
  85: 'Hujan salju lokal ringan',
  86: 'Hujan salju lokal lebat',
  95: 'Badai petir',
  96: 'Badai petir dengan hujan es ringan',
  99: 'Badai petir dengan hujan es lebat',
};

export const weatherCondition = (code: number): string => conditions[code] ?? `Kode cuaca WMO ${code}`;

/** Open-Meteo's unit names as an Indonesian reader writes them. */
const units: Record<string, string> = { 'km/h': 'km/jam', 'mp/h': 'mil/jam', kn: 'knot' };
export const speedUnit = (unit: string): string => units[unit] ?? unit;
