import { after, before, it } from 'node:test';
import { login, startPortal, type Portal } from './harness.ts';
let portal: Portal;
before(async () => { portal = await startPortal(); portal.context.setDefaultTimeout(20_000); });
after(async () => portal?.close());
it('shots', async () => {
  const { page, url } = portal;
  await login(portal);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [w, h] of [[1366, 800], [390, 844]] as const) {
      await page.setViewportSize({ width: w, height: h });
      for (const [name, path] of [['dashboard', '/dashboard'], ['profile', '/profile'], ['404', '/halaman-tidak-ada'], ['home', '/'], ['tools', '/dashboard/tools']] as const) {
        await page.goto(`${url}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        await page.screenshot({ path: `/tmp/look-shots/${name}-${w}-${scheme}.png` });
      }
      if (w === 390) {
        await page.goto(`${url}/dashboard`);
        await page.getByRole('button', { name: 'Menu akun' }).click();
        await page.waitForTimeout(200);
        await page.screenshot({ path: `/tmp/look-shots/menu-${w}-${scheme}.png` });
      }
    }
  }
});
