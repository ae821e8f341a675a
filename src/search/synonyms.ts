/**
 * Indonesian and English words for one idea: a developer types 'kode qr' for 'QR Code', 'salat'
 * for 'sholat', 'cuaca' or 'weather'. Each word of a group finds entries written with any other.
 */
const groups: readonly (readonly string[])[] = [
  ['code', 'kode'],
  ['decoder', 'decode', 'baca', 'dekode'],
  ['generator', 'buat', 'pembuat'],
  ['sholat', 'salat', 'shalat', 'solat'],
  ['cuaca', 'weather'],
  ['gempa', 'earthquake'],
  ['gambar', 'image', 'foto', 'photo'],
  ['unduh', 'download', 'downloader'],
  ['unggah', 'upload', 'uploader'],
];

const byWord = new Map<string, readonly string[]>(groups.flatMap((words) => words.map((word) => [word, words] as const)));

/** A word, lowercased, with the other words of its group: MiniSearch indexes and searches them all. */
export function withSynonyms(term: string): string[] {
  const word = term.toLowerCase();
  return [...(byWord.get(word) ?? [word])];
}
