import type { Page } from 'playwright-core';

/** The panel's link back to the tile grid. */
export const backLabel = 'Kembali ke semua fitur';

/**
 * Opens a dashboard deep link. The first one is typed into the address bar; later ones go back to
 * the grid with the back link and then enter the link through the router, as an in-app link would,
 * so the portal is not reloaded for every entry (the panel still mounts afresh, so its 'Coba' opens
 * exactly as on a fresh load).
 */
export async function openDeepLink(page: Page, base: string, path: string): Promise<void> {
  const current = new URL(page.url());
  if (current.origin !== new URL(base).origin || !current.pathname.startsWith('/dashboard')) {
    await page.goto(`${base}${path}`);
    return;
  }
  if (current.pathname !== '/dashboard') {
    // By keyboard: for two seconds after an answer the page may still scroll smoothly to it as it
    // grows (an image decoded), and a click aimed at the link's place then lands elsewhere.
    await page.getByRole('link', { name: backLabel }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/dashboard`);
  }
  // The grid must have rendered, else the router could go straight from one panel to the next.
  await page.getByTestId(/^tile-/).first().waitFor();
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL(`${base}${path}`);
}
