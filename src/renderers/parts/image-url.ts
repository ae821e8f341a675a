/** The BMKG folder that holds each quake's shakemap image (its file name comes in the answer). */
export const bmkgShakemapBase = 'https://data.bmkg.go.id/DataMKG/TEWS/';

/** The portal's image proxy for an outside image: the page's CSP only allows images from itself. */
export function imageProxyUrl(url: string): string {
  return `/api/images/proxy?url=${encodeURIComponent(url)}`;
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
