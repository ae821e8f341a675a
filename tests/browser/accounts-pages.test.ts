import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { blocking, scan, type Finding } from './axe-states.ts';
import { login, startPortal, type Portal } from './harness.ts';
import { layoutProblems } from './layout-check.ts';


/** The focused element: its label (or text), and its border colour and outline (how focus shows). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    const style = el ? getComputedStyle(el) : null;
    return {
      label: el?.labels?.[0]?.textContent?.replace('*', '').trim() ?? el?.textContent?.trim() ?? '',
      border: style?.borderColor ?? '',
      outline: style ? `${style.outlineStyle} ${style.outlineWidth}` : '',
    };
  });

/** The sign-up form after an empty submit, and the profile with its account actions and an open confirmation. */
async function accountStates(portal: Portal, label: string): Promise<Finding[]> {
  const { page, url } = portal;
  await page.goto(`${url}/daftar`);
  await page.getByRole('heading', { level: 1, name: 'Daftar di Portal API' }).waitFor();
  const findings = await scan(page, `${label} daftar`);
  await page.getByRole('button', { name: 'Daftar' }).click();
  await page.getByText('Nama tidak boleh kosong.').waitFor();
  findings.push(...(await scan(page, `${label} daftar galat`)));
  await login(portal);
  await page.goto(`${url}/profile#keamanan`);
  await page.getByRole('heading', { level: 2, name: 'Ganti password' }).waitFor();
  findings.push(...(await scan(page, `${label} profil`)));
  await page.getByRole('button', { name: 'Ganti password' }).click();
  await page.getByText('Password lama tidak boleh kosong.').waitFor();
  findings.push(...(await scan(page, `${label} profil galat`)));
  await page.getByRole('tab', { name: 'Kunci' }).click();
  await page.getByRole('radio', { name: /1 jam/ }).check();
  await page.getByRole('button', { name: 'Buat API Key baru' }).click();
  await page.getByRole('dialog', { name: 'Buat API Key baru?' }).waitFor();
  // The modal fades in: contrast is measured on its settled colours, not halfway through the fade.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  findings.push(...(await scan(page, `${label} konfirmasi key`)));
  await page.getByRole('button', { name: 'Batal' }).click();
  return findings;
}

for (const scheme of ['light', 'dark'] as const) {
  describe(`halaman akun, skema ${scheme}`, () => {
    let portal: Portal;
    before(async () => {
      portal = await startPortal();
      portal.context.setDefaultTimeout(15_000);
      await portal.page.emulateMedia({ colorScheme: scheme });
    });
    after(async () => portal?.close());

    it('axe-core: Daftar dan profil tanpa pelanggaran kritis atau serius', async () => {
      assert.deepEqual(blocking(await accountStates(portal, scheme)), []);
    });
  });
}

for (const [width, height] of [
  [390, 844],
  [1366, 768],
] as const) {
  describe(`halaman akun pada lebar ${width}px`, () => {
    let portal: Portal;
    before(async () => {
      portal = await startPortal();
      portal.context.setDefaultTimeout(15_000);
      await portal.page.setViewportSize({ width, height });
    });
    after(async () => portal?.close());

    it('Daftar (dengan pesan galat) dan profil muat di layar, label tombol utuh', async () => {
      const { page, url } = portal;
      await page.goto(`${url}/daftar`);
      await page.getByRole('button', { name: 'Daftar' }).click();
      await page.getByText('Nama tidak boleh kosong.').waitFor();
      const problems = (await layoutProblems(page)).map((p) => `daftar: ${p}`);
      await login(portal);
      await page.goto(`${url}/profile#keamanan`);
      await page.getByRole('heading', { level: 2, name: 'Keluar dari semua perangkat' }).waitFor();
      problems.push(...(await layoutProblems(page)).map((p) => `profil: ${p}`));
      assert.deepEqual(problems, []);
    });
  });
}

describe('Daftar dengan keyboard saja', () => {
  let portal: Portal;
  before(async () => {
    portal = await startPortal();
    portal.context.setDefaultTimeout(15_000);
  });
  after(async () => portal?.close());

  it('dari login, Tab ke tautan Daftar; kolom berurutan dengan cincin fokus; Enter pada form kosong memfokuskan Nama', async () => {
    const { page, url } = portal;
    await page.goto(`${url}/login`);
    for (let i = 0; i < 30 && (await focused(page)).label !== 'Daftar'; i += 1) await page.keyboard.press('Tab');
    assert.equal((await focused(page)).label, 'Daftar');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${url}/daftar`);
    const resting = await page.getByLabel('Nama').evaluate((el) => getComputedStyle(el).borderColor);
    const order: string[] = [];
    for (let i = 0; i < 30 && order.length < 4; i += 1) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      if (['Nama', 'Username', 'Password', 'Ulangi password'].includes(now.label)) {
        order.push(now.label);
        // Mantine's inputs show focus by their border in the primary colour, not by an outline; the
        // border eases in, so it is read once the transition has had its time.
        const shown = await page
          .waitForFunction(
            (rest) => {
              const style = getComputedStyle(document.activeElement as Element);
              return style.borderColor !== rest || (style.outlineStyle === 'solid' && parseFloat(style.outlineWidth) > 0);
            },
            resting,
            { timeout: 2000 },
          )
          .then(() => true, () => false);
        assert.ok(shown, `fokus terlihat pada ${now.label}`);
      }
    }
    assert.deepEqual(order, ['Nama', 'Username', 'Password', 'Ulangi password']);
    await page.keyboard.press('Enter');
    await page.getByText('Nama tidak boleh kosong.').waitFor();
    assert.equal((await focused(page)).label, 'Nama');
  });
});
