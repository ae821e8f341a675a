/**
 * A UUID-shaped id that depends only on its seed (an entry id), so generated files stay the same
 * byte for byte between runs. Four FNV-1a passes with different offsets give 128 bits; no crypto
 * module is needed, so this also runs in the browser.
 */
export function stableId(seed: string): string {
  const words = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b].map((offset) => {
    let hash = offset >>> 0;
    for (let i = 0; i < seed.length; i++) {
      hash ^= seed.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash.toString(16).padStart(8, '0');
  });
  const hex = words.join('');
  // Version 4 / variant 1 bits, so tools that check the UUID shape accept it.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
