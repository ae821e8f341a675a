import { field, isNumber, isRecord, isString, under } from './_http.ts';
import { weatherCondition, speedUnit } from './_wmo-weather.ts';
import { defineProvider, type ProviderHttp, type ProviderResult } from './_types.ts';

/** A city's current weather in the entry's documented fields. */
export interface CityWeather {
  kota: string;
  /** ISO 3166-1 alpha-2, as the geocoder gives it ('JP' for Tokyo). */
  negara: string;
  kondisi: string;
  /** °C */
  suhu: number;
  /** °C */
  terasa_seperti: number;
  /** The speed with its unit: '12.4 km/jam'. */
  angin: string;
  /** % */
  kelembapan: number;
}

export const cityNotFound = 'Kota tidak ditemukan.';

const currentFields = ['temperature_2m', 'apparent_temperature', 'relative_humidity_2m', 'wind_speed_10m', 'weather_code'] as const;

/** The city as the geocoder knows it, or null when it knows none of that name. */
async function place(kota: string, http: ProviderHttp): Promise<{ name: string; country: string; latitude: number; longitude: number } | null> {
  const url = under(http.urls.openMeteoGeocoding, 'search');
  url.search = new URLSearchParams({ name: kota, count: '1', language: 'id', format: 'json' }).toString();
  // Open-Meteo leaves `results` out when nothing matches.
  const results = field(await http.getJson(url), isRecord, 'geocoding').results;
  if (results === undefined || (Array.isArray(results) && results.length === 0)) return null;
  const first = field(field(results, (v): v is unknown[] => Array.isArray(v), 'geocoding results')[0], isRecord, 'geocoding result');
  return {
    name: field(first.name, isString, 'geocoding name'),
    country: field(first.country_code, isString, 'geocoding country_code'),
    latitude: field(first.latitude, isNumber, 'geocoding latitude'),
    longitude: field(first.longitude, isNumber, 'geocoding longitude'),
  };
}

/** A city's current weather, or null for a city the geocoder does not know. */
export async function cityWeather(kota: string, http: ProviderHttp): Promise<CityWeather | null> {
  const found = await place(kota, http);
  if (!found) return null;
  const url = under(http.urls.openMeteoForecast, 'forecast');
  url.search = new URLSearchParams({
    latitude: String(found.latitude),
    longitude: String(found.longitude),
    current: currentFields.join(','),
    wind_speed_unit: 'kmh',
    timezone: 'auto',
  }).toString();
  const forecast = field(await http.getJson(url), isRecord, 'forecast');
  const current = field(forecast.current, isRecord, 'forecast current');
  const units = field(forecast.current_units, isRecord, 'forecast current_units');
  const value = (name: (typeof currentFields)[number]) => field(current[name], isNumber, `forecast ${name}`);
  return {
    kota: found.name,
    negara: found.country,
    kondisi: weatherCondition(value('weather_code')),
    suhu: value('temperature_2m'),
    terasa_seperti: value('apparent_temperature'),
    angin: `${value('wind_speed_10m')} ${speedUnit(field(units.wind_speed_10m, isString, 'forecast wind unit'))}`,
    kelembapan: value('relative_humidity_2m'),
  };
}

const cityOf = (inputs: Record<string, unknown>) => String(inputs.kota ?? '').trim();

async function answer(inputs: Record<string, unknown>, http: ProviderHttp): Promise<ProviderResult> {
  const weather = await cityWeather(cityOf(inputs), http);
  return weather ? { status: 200, json: { status: true, data: weather } } : { status: 404, json: { status: false, message: cityNotFound } };
}

export const provider = defineProvider({
  label: 'Open-Meteo (open-meteo.com)',
  service: 'Layanan cuaca luar (Open-Meteo)',
  subject: (inputs) => `cuaca ${cityOf(inputs)} saat ini`,
  cacheMs: 10 * 60_000,
  // Per city, whatever its spelling's case or spaces.
  cacheKey: (inputs) => cityOf(inputs).toLowerCase().replace(/\s+/g, ' '),
  fetch: answer,
});
