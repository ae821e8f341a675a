import MiniSearch from 'minisearch';
import data from './regencies.json' with { type: 'json' };
import { zoneOfProvince, type Zone } from './zones.ts';

/** A regency (kabupaten) or city (kota) of Indonesia, where its schedule is computed. */
export interface City {
  /** Kemendagri code, e.g. '35.78'. */
  code: string;
  /** As the ministry writes it: 'Kota Surabaya', 'Kabupaten Bandung'. */
  name: string;
  province: string;
  latitude: number;
  longitude: number;
  zone: Zone;
}

const provinces: Record<string, string> = data.provinces;

/** A row of the data file, `[code, name, latitude, longitude]`, checked: a bad row stops the server, never a wrong schedule. */
function cityOf(row: (string | number)[]): City {
  const [code, name, latitude, longitude] = row;
  if (typeof code !== 'string' || typeof name !== 'string' || typeof latitude !== 'number' || typeof longitude !== 'number') throw new Error(`regencies.json: bad row ${JSON.stringify(row)}`);
  const provinceCode = code.slice(0, 2);
  return { code, name, province: provinces[provinceCode] ?? provinceCode, latitude, longitude, zone: zoneOfProvince(provinceCode) };
}

export const cities: readonly City[] = data.regencies.map(cityOf);

/** Lower case, accents and punctuation gone, single spaces: 'KAB.  Bándung' → 'kab bandung'. */
const plain = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

type Kind = 'kota' | 'kabupaten';
const prefixes: [RegExp, Kind][] = [
  [/^(kota administrasi|kota adm|kotamadya|kodya|kota)\s+/, 'kota'],
  [/^(kabupaten administrasi|kabupaten adm|kabupaten|kab)\s+/, 'kabupaten'],
];

/** The name without its 'Kota'/'Kabupaten'/'Kab.' prefix, spaces dropped ('Bau-Bau' = 'Baubau'), and the kind the prefix said. */
function key(text: string): { base: string; kind?: Kind } {
  let rest = plain(text);
  for (const [pattern, kind] of prefixes) {
    if (pattern.test(rest)) return { base: rest.replace(pattern, '').replace(/ /g, ''), kind };
  }
  rest = rest.replace(/ /g, '');
  return { base: rest };
}

const kindOf = (city: City): Kind => (city.name.startsWith('Kota ') ? 'kota' : 'kabupaten');

/** Names people use for a place the table lists under another: DKI Jakarta is five cities, its centre Jakarta Pusat (Monas). */
const aliases: Record<string, string> = {
  jakarta: '31.73',
  dkijakarta: '31.73',
  jogja: '34.71',
  yogya: '34.71',
  jogjakarta: '34.71',
  yogyakarta: '34.71',
};

const byBase = new Map<string, City[]>();
for (const city of cities) {
  const { base } = key(city.name);
  byBase.set(base, [...(byBase.get(base) ?? []), city]);
}
const byCode = new Map(cities.map((city) => [city.code, city]));

const index = new MiniSearch<City & { id: string }>({ fields: ['name'], storeFields: ['name'], idField: 'id' });
index.addAll(cities.map((city) => ({ ...city, id: city.code, name: city.name.replace(/^(Kota|Kabupaten) /, '') })));

export type CityMatch = { found: true; city: City } | { found: false; nearest: string[] };

/**
 * The city a user means: case, accents, spacing and the 'Kota'/'Kabupaten'/'Kab.' prefix do not
 * matter. Without a prefix a city (kota) wins over the regency of the same name, as 'Bandung'
 * means Kota Bandung. Unknown names get the nearest names the table has.
 */
export function findCity(query: string): CityMatch {
  const { base, kind } = key(query);
  const alias = kind ? undefined : aliases[base];
  if (alias) return { found: true, city: byCode.get(alias) as City };
  const candidates = byBase.get(base) ?? [];
  const city = kind ? candidates.find((c) => kindOf(c) === kind) : (candidates.find((c) => kindOf(c) === 'kota') ?? candidates[0]);
  if (city) return { found: true, city };
  return { found: false, nearest: nearestNames(query) };
}

/** Up to three names closest to what was typed (typos, a partial name). */
export function nearestNames(query: string, limit = 3): string[] {
  const words = plain(query).replace(prefixes[0][0], '').replace(prefixes[1][0], '');
  const hits = index.search(words, { fuzzy: 0.34, prefix: true, combineWith: 'OR' });
  return [...new Set(hits.map((hit) => byCode.get(hit.id as string)?.name).filter((name): name is string => Boolean(name)))].slice(0, limit);
}
