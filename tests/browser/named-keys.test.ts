import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { demo, login, startPortal, type Portal } from './harness.ts';
import { scan } from './axe-states.ts';
import { layoutProblems } from './layout-check.ts';

const admin = { username: 'pengelola', password: 'rahasia-pengelola' };

/** The demo account moved to PREMIUM (five keys) through the operator API, as the console does. */
async function premiumDemo(portal: Portal): Promise<void> {
  const { request } = portal.page;
  const signedIn = await request.post(`${portal.url}/api/auth/login`, { data: admin });
  const { token } = (await signedIn.json()).data as { token: string };
  const patched = await request.patch(`${portal.url}/api/admin/accounts/${demo.username}`, { data: { plan: 'PREMIUM' }, headers: { authorization: `Bearer ${token}` } });
  assert.equal(patched.status(), 200);
}

describe('API key bernama di profil', () => {
  let portal: Portal;
  before(async () => {
    portal = await startPortal({ PORTAL_ADMIN_USERNAME: admin.username, PORTAL_ADMIN_PASSWORD: admin.password });
    portal.context.setDefaultTimeout(15_000);
    await premiumDemo(portal);
    await login(portal);
  });
  after(async () => portal?.close());

  for (const [width, height, scheme] of [
    [1366, 900, 'light'],
    [390, 844, 'dark'],
  ] as const) {
    it(`membuat key bernama di ${width} px (${scheme}), melihatnya di daftar, menyaring log dengan namanya, lalu mencabutnya`, async () => {
      const { page, url } = portal;
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(`${url}/profile#kunci`);
      const name = `Bot ${width}`;
      await page.getByRole('heading', { level: 2, name: 'API key bernama' }).waitFor();
      await page.getByLabel('Nama key baru').fill(name);
      await page.getByRole('checkbox', { name: 'Cuaca', exact: true }).check();
      await page.getByLabel('Batas harian key (opsional)').fill('100');
      await page.getByRole('button', { name: 'Buat key' }).click();
      const shown = page.getByTestId('new-key-value');
      await shown.waitFor();
      const apikey = (await shown.locator('pre, code').first().textContent())?.trim() ?? '';
      assert.match(apikey, /^[0-9a-f]{32}$/);
      const row = page.locator(`[data-testid="key-row"][data-name="${name}"]`);
      await row.waitFor();
      assert.match((await row.textContent()) ?? '', /Cuaca.*100 \/ hari/);
      assert.deepEqual(await layoutProblems(page), []);
      const findings = await scan(page, `kunci ${width}`);
      assert.deepEqual(findings.filter((f) => f.impact === 'critical' || f.impact === 'serious').map((f) => `${f.rule} ${f.targets.join(', ')}`), []);
      // The value is shown once: after a reload the list has the key but not its value.
      await page.reload();
      await row.waitFor();
      assert.equal(await page.getByText(apikey).count(), 0);

      // A call with the new key is in the log under its name, and the filter by name finds it alone.
      const answer = await page.request.get(`${url}/api/proxy/features/cuaca?kota=Bandung&apikey=${apikey}`);
      assert.equal(answer.status(), 200);
      await page.getByRole('tab', { name: 'Log' }).click();
      const filter = page.getByTestId('log-key-filter');
      await filter.waitFor();
      await filter.selectOption({ label: name });
      const rows = page.getByTestId('log-row');
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="log-row"]').length === 1);
      assert.equal(await rows.count(), 1);
      assert.equal((await rows.first().getByTestId('log-key').textContent())?.trim(), name);

      // Revoked from the keyboard, after the confirmation: the key is refused at once.
      await page.getByRole('tab', { name: 'Kunci' }).click();
      const revoke = page.getByRole('button', { name: `Cabut key ${name}` });
      await revoke.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: `Cabut key "${name}"?` }).waitFor();
      await page.getByRole('button', { name: 'Ya, cabut key' }).click();
      await page.locator(`[data-testid="key-row"][data-name="${name}"]`).getByText('dicabut').waitFor();
      assert.equal((await page.request.get(`${url}/api/proxy/features/cuaca?kota=Bandung&apikey=${apikey}`)).status(), 401);
    });
  }
});
