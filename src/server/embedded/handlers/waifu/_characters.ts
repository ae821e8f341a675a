/** A character the embedded API knows: what random and search answer, and what claims point at. */
export interface Character {
  waifuid: string;
  nama: string;
  anime: string;
  images: string[];
}

/** The embedded API serves its images from public/fixtures; a query keeps each one a distinct URL. */
function gallery(count: number): string[] {
  return Array.from({ length: count }, (_, i) => (i === 0 ? '/fixtures/waifu.png' : `/fixtures/waifu.png?gambar=${i + 1}`));
}

/**
 * The offline character list. Rem has more than the 20 images the portal shows, as the real
 * API's galleries often do.
 */
export const characters: readonly Character[] = [
  { waifuid: '1042', nama: 'Rem', anime: 'Re:Zero kara Hajimeru Isekai Seikatsu', images: gallery(24) },
  { waifuid: '2210', nama: 'Mikasa Ackerman', anime: 'Shingeki no Kyojin', images: gallery(6) },
  { waifuid: '3307', nama: 'Hinata Hyuga', anime: 'Naruto', images: gallery(5) },
  { waifuid: '4126', nama: 'Asuna Yuuki', anime: 'Sword Art Online', images: gallery(8) },
  { waifuid: '5518', nama: 'Zero Two', anime: 'Darling in the FranXX', images: gallery(4) },
  { waifuid: '6093', nama: 'Marin Kitagawa', anime: 'Sono Bisque Doll wa Koi wo Suru', images: gallery(7) },
  { waifuid: '7264', nama: 'Nezuko Kamado', anime: 'Kimetsu no Yaiba', images: gallery(3) },
  { waifuid: '8831', nama: 'Emilia', anime: 'Re:Zero kara Hajimeru Isekai Seikatsu', images: gallery(9) },
];

export function characterById(waifuid: string): Character | undefined {
  return characters.find((c) => c.waifuid === waifuid);
}

/** Case-insensitive: a whole name first, else the first name containing the text. */
export function searchCharacter(nama: string): Character | undefined {
  const wanted = nama.trim().toLowerCase();
  if (wanted === '') return undefined;
  return characters.find((c) => c.nama.toLowerCase() === wanted) ?? characters.find((c) => c.nama.toLowerCase().includes(wanted));
}

/** Claims other players already hold, so the ranking is not empty on a fresh store (made at every start, kept if present). */
export const seededClaims: readonly { userId: string; waifuid: string }[] = [
  { userId: '482915736104829184', waifuid: '1042' },
  { userId: '539102847561039872', waifuid: '1042' },
  { userId: '601238475910283264', waifuid: '2210' },
  { userId: '612093847561029632', waifuid: '3307' },
];
