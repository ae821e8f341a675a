/** Keeps the last four characters so users can tell keys apart without exposing them. */
export function maskKey(key: string): string {
  const visible = key.length > 8 ? key.slice(-4) : '';
  return '•'.repeat(Math.max(key.length - visible.length, 8)) + visible;
}
