import { field, isRecord, isString, under } from './_http.ts';
import { defineProvider, type ProviderHttp } from './_types.ts';

/** One quake as BMKG's feeds give it (all values are text, as in the feed). */
export interface BmkgQuake {
  Tanggal: string;
  Jam: string;
  /** ISO 8601 with its offset: what orders quakes. */
  DateTime: string;
  Coordinates: string;
  Lintang: string;
  Bujur: string;
  Magnitude: string;
  Kedalaman: string;
  Wilayah: string;
  Potensi: string;
  /** Only in `autogempa.json`: where it was felt. */
  Dirasakan?: string;
  /** Only in `autogempa.json`: the shakemap's file name under the feeds folder. */
  Shakemap?: string;
}

const required = ['Tanggal', 'Jam', 'DateTime', 'Coordinates', 'Lintang', 'Bujur', 'Magnitude', 'Kedalaman', 'Wilayah', 'Potensi'] as const;
const optional = ['Dirasakan', 'Shakemap'] as const;

function quake(raw: unknown, feed: string): BmkgQuake {
  const record = field(raw, isRecord, `${feed} gempa`);
  const read = Object.fromEntries(required.map((key) => [key, field(record[key], isString, `${feed} ${key}`)]));
  const extra = Object.fromEntries(optional.filter((key) => isString(record[key])).map((key) => [key, record[key]]));
  return { ...read, ...extra } as unknown as BmkgQuake;
}

/** `{ Infogempa: { gempa } }`: one quake in autogempa.json, a list (newest first) in gempaterkini.json. */
function gempaOf(json: unknown, feed: string): unknown {
  const info = field(field(json, isRecord, feed).Infogempa, isRecord, `${feed} Infogempa`);
  return info.gempa;
}

const time = (q: BmkgQuake) => Date.parse(q.DateTime);

/**
 * The latest quake of magnitude 5.0 or more, as the spec asks: the newest of gempaterkini.json (BMKG's
 * list of the 15 latest M 5.0+ quakes). Only autogempa.json (the single latest quake, any magnitude)
 * carries a shakemap and where it was felt: when it is that same quake (or a newer M 5.0+ one),
 * its record is the answer. Without the list nothing is answered (a made-up 'latest' is worse than none).
 */
export async function latestStrongQuake(http: ProviderHttp): Promise<BmkgQuake> {
  const [list, latest] = await Promise.allSettled([http.getJson(under(http.urls.bmkg, 'gempaterkini.json')), http.getJson(under(http.urls.bmkg, 'autogempa.json'))]);
  if (list.status === 'rejected') throw list.reason;
  const strong = field(gempaOf(list.value, 'gempaterkini'), (v): v is unknown[] => Array.isArray(v) && v.length > 0, 'gempaterkini gempa');
  const newest = strong.map((q) => quake(q, 'gempaterkini')).sort((a, b) => time(b) - time(a))[0];
  if (latest.status === 'rejected') return newest;
  const auto = quake(gempaOf(latest.value, 'autogempa'), 'autogempa');
  const sameOrNewer = auto.DateTime === newest.DateTime || (time(auto) > time(newest) && Number(auto.Magnitude) >= 5);
  return sameOrNewer ? auto : newest;
}

export const provider = defineProvider({
  label: 'BMKG (data.bmkg.go.id)',
  service: 'Layanan gempa BMKG',
  subject: () => 'gempa terkini',
  cacheMs: 60_000,
  fetch: async (_inputs, http) => ({ status: 200, json: { status: true, data: await latestStrongQuake(http) } }),
});
