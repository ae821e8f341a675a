/**
 * Where the page loads a waifu image from: the portal's own paths as they are, outside http(s)
 * images through the portal's image proxy (the page's CSP only allows images from itself).
 */
export function waifuImageSrc(url: string): string {
  if (!/^https?:\/\//i.test(url)) return url;
  return `/api/images/proxy?url=${encodeURIComponent(url)}`;
}
