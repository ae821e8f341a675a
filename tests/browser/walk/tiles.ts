import assert from 'node:assert/strict';
import type { Catalog } from '../../../src/catalog/types.ts';
import type { Portal } from '../harness.ts';
import { backLabel } from './navigate.ts';

/**
 * From the dashboard, opens every active tile: its panel shows the group's title and a block for
 * each entry, and the back link returns to the grid. Disabled and coming-soon tiles are no links
 * with their badge ('Disabled', 'Coming Soon'), and a click on them stays on the grid.
 */
export async function walkTiles(portal: Portal, catalog: Catalog): Promise<void> {
  const { page, url } = portal;
  await page.goto(`${url}/dashboard`);
  for (const group of catalog.groups) {
    const tile = page.getByTestId(`tile-${group.id}`);
    await tile.waitFor();
    if (group.status !== 'active') {
      assert.equal(await tile.getAttribute('aria-disabled'), 'true', `tile ${group.id} ditandai nonaktif`);
      assert.match((await tile.textContent()) ?? '', group.status === 'disabled' ? /Disabled/ : /Coming Soon/, `lencana tile ${group.id}`);
      assert.equal(await tile.evaluate((el) => el.closest('a') === null), true, `tile ${group.id} bukan tautan`);
      await tile.click();
      assert.equal(new URL(page.url()).pathname, '/dashboard', `tile ${group.id} tidak membuka apa pun`);
      continue;
    }
    await tile.click();
    await page.waitForURL(`${url}/dashboard/${group.id}`);
    await page.getByRole('heading', { level: 1, name: group.title, exact: true }).waitFor();
    for (const entry of group.entries) await page.locator(`[data-entry="${entry.id}"]`).waitFor();
    await page.getByRole('link', { name: backLabel }).click();
    await page.waitForURL(`${url}/dashboard`);
  }
}
