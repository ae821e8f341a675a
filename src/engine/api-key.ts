/**
 * How the portal shows an API key it does not reveal: the profile page, the URL above an answer,
 * the cURL preview and the snippets all mask it here. (Server logs hide the whole value instead,
 * in src/server/shell/log.ts: a log has no reader who needs to tell keys apart.)
 */

/** Keeps the last four characters, so keys stay tellable apart. */
export function maskApiKey(key: string): string {
  const visible = key.length > 8 ? key.slice(-4) : '';
  return '•'.repeat(Math.max(key.length - visible.length, 8)) + visible;
}

/** The URL with the `apikey` query value replaced by what `replace` makes of the (decoded) key. */
export function withUrlApiKey(url: string, replace: (key: string) => string): string {
  return url.replace(/([?&]apikey=)([^&#]*)/, (_m, prefix: string, value: string) => prefix + replace(decodeURIComponent(value)));
}

/** The URL with the `apikey` value masked. */
export const maskUrlApiKey = (url: string): string => withUrlApiKey(url, maskApiKey);
