/** The shapes of spec §3, read defensively from an answer's `data`. */

export interface WaifuDetails {
  nama: string;
  anime: string;
  waifuid: string;
  images: string[];
}

export interface ClaimedWaifu {
  nama: string;
  waifuid: string;
  imgurl: string;
}

export interface WaifuMarriage {
  nama: string;
  imgurl: string;
  /** Not in spec §3's marriage, but needed to unmarry; taken from the claims when missing. */
  waifuid?: string;
  marriageDate: string;
}

export interface RankingRow {
  nama: string;
  anime: string;
  claims: number;
}

const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** `{ status, message, data }` → data. */
export function dataOf(body: unknown): unknown {
  return record(body)?.data;
}

export function parseWaifu(data: unknown): WaifuDetails | null {
  const details = record(record(data)?.character_details);
  if (!details) return null;
  const images = record(data)?.images;
  return {
    nama: text(details.nama),
    anime: text(details.anime),
    waifuid: text(details.waifuid),
    images: Array.isArray(images) ? images.filter((i): i is string => typeof i === 'string') : [],
  };
}

export function parseClaims(data: unknown): ClaimedWaifu[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item) => {
    const waifu = record(record(item)?.waifu);
    if (!waifu) return [];
    return [{ nama: text(waifu.nama), waifuid: text(waifu.waifuid), imgurl: text(record(record(item)?.claimDetails)?.imgurl) }];
  });
}

export function parseMarriage(data: unknown): WaifuMarriage | null {
  const waifu = record(record(data)?.waifu);
  if (!waifu) return null;
  const waifuid = text(waifu.waifuid);
  return { nama: text(waifu.nama), imgurl: text(waifu.imgurl), waifuid: waifuid || undefined, marriageDate: text(record(data)?.marriageDate) };
}

export function parseRanking(data: unknown): RankingRow[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item) => {
    const row = record(item);
    if (!row) return [];
    return [{ nama: text(row.nama), anime: text(row.anime), claims: Array.isArray(row.claimedBy) ? row.claimedBy.length : 0 }];
  });
}
