import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** Pictures of the explorer's search, snippets (with the answer's details) and history. */
export async function shootComforts(page: Page, address: string, outDir: string): Promise<void> {
  await page.goto(`${address}/dashboard`);
  await page.getByRole('button', { name: /Cari endpoint/ }).click();
  await page.getByPlaceholder(/^Cari endpoint/).pressSequentially('qr kode');
  await page.locator('[data-entry="qrcode"]').first().waitFor();
  await page.screenshot({ path: join(outDir, 'search.png') });
  console.log('search.png');
  await page.keyboard.press('Enter');

  const block = page.locator('[data-entry="qrcode"]');
  await block.getByLabel(/URL atau teks/).fill('https://portal.example');
  await block.getByRole('button', { name: 'Buat QR Code' }).click();
  await block.getByTestId('inspector-status').waitFor();
  await block.getByLabel('Contoh kode').selectOption('python');
  await block.locator('[data-testid="snippet-code"][data-language="python"]').waitFor();
  await block.screenshot({ path: join(outDir, 'snippets.png') });
  console.log('snippets.png');

  await page.getByRole('button', { name: 'Riwayat', exact: true }).click();
  await page.getByRole('dialog').getByTestId('history-item').first().waitFor();
  // The drawer slides in: shoot once it is still.
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(outDir, 'history.png') });
  console.log('history.png');
  await page.keyboard.press('Escape');
}
