/** The signed-in browser's apikey ('userApiKey', the portal's storage contract), if any. */
function storedApiKey(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem('userApiKey');
}

/**
 * The portal's image proxy for an outside image: the page's CSP only allows images from itself.
 * The proxy serves signed-in users only, so the session's apikey goes with it.
 */
export function imageProxyUrl(url: string): string {
  const apiKey = storedApiKey();
  return `/api/images/proxy?url=${encodeURIComponent(url)}${apiKey ? `&apikey=${encodeURIComponent(apiKey)}` : ''}`;
}

/**
 * Where the page should load an image from: outside http(s) images through the proxy; the
 * portal's own paths, data: and blob: URLs as they are.
 */
export function displayImageUrl(url: string): string {
  if (!/^https?:\/\//i.test(url)) return url;
  const origin = typeof window === 'undefined' ? null : window.location.origin;
  return origin && url.startsWith(`${origin}/`) ? url : imageProxyUrl(url);
}
