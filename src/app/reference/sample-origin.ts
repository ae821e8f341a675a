import { ORIGIN_PLACEHOLDER } from '../../catalog/reference.ts';

let prerenderOrigin: string = ORIGIN_PLACEHOLDER;

/** The origin the build writes into the pages (`PORTAL_SITE_URL`, else the placeholder the server fills in). */
export function setPrerenderOrigin(origin: string): void {
  prerenderOrigin = origin;
}

/**
 * The portal's address as the samples show it. In the browser it is the page's canonical origin,
 * the very text the server wrote into the prerendered HTML, so hydration finds the same code;
 * a page drawn without one (reached from the dashboard) uses the window's own origin.
 */
export function sampleOrigin(): string {
  if (typeof document === 'undefined') return prerenderOrigin;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  try {
    return canonical ? new URL(canonical).origin : window.location.origin;
  } catch {
    return window.location.origin;
  }
}

/** A sample with the portal's address and the key the reader sees in place of the build's stand-ins. */
export function fillSample(code: string, origin: string, apiKey: string, placeholder: string): string {
  return code.split(ORIGIN_PLACEHOLDER).join(origin).split(placeholder).join(apiKey);
}
