import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { readChangelog } from '../../src/catalog/changes/changelog-file.ts';
import { catalogDir } from '../../src/catalog/loader.ts';
import { blocking, scan } from './axe-states.ts';
import { pageErrors, startPortal, type Portal } from './harness.ts';
import { layoutProblems } from './layout-check.ts';

const changelog = readChangelog(catalogDir(join(import.meta.dirname, '..', '..')));
const allChanges = changelog.releases.flatMap((r) => r.changes);
const newest = changelog.releases[0]!;
const documentation = allChanges.filter((c) => c.kind === 'documentation');
/** A group with no breaking change in any release: filtering it by 'Merusak' leaves nothing. */
const unbroken = [...new Set(allChanges.flatMap((c) => (c.group ? [c.group] : [])))].find((g) => !allChanges.some((c) => c.group === g && c.kind === 'breaking'))!;
/** An entry the newest release changed: its reference page says so. */
const changed = newest.changes.find((c) => c.entry && c.group)!;

describe('halaman perubahan /docs/perubahan', () => {
  let portal: Portal;
  let consoleErrors: string[] = [];
  before(async () => {
    portal = await startPortal();
    portal.context.setDefaultTimeout(15_000);
    consoleErrors = pageErrors(portal.page);
  });
  after(async () => portal?.close());

  it('HTML mentah (tanpa skrip) memuat setiap rilis dengan jangkarnya, setiap perubahan, tautan feed di kepala, dan ada di sitemap', async () => {
    assert.ok(changelog.releases.length >= 2 && allChanges.length > 0 && unbroken && changed);
    const res = await fetch(`${portal.url}/docs/perubahan`);
    assert.equal(res.status, 200);
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));
    assert.ok(head.includes('<link rel="alternate" type="application/atom+xml" title="Perubahan API" href="/docs/perubahan.atom">'));
    assert.match(head, /<title>Perubahan API · Portal API<\/title>/);
    const anchors = [...html.matchAll(/<h2[^>]*id="(versi-[^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(
      anchors,
      changelog.releases.map((r) => `versi-${r.version}`),
    );
    assert.equal([...html.matchAll(/<li data-kind="/g)].length, allChanges.length);
    assert.ok(html.includes('href="/docs/perubahan.atom"') && html.includes('Feed Atom'));
    const sitemap = await (await fetch(`${portal.url}/sitemap.xml`)).text();
    assert.ok(sitemap.includes(`<loc>${portal.url}/docs/perubahan</loc>`));
    const index = await (await fetch(`${portal.url}/docs`)).text();
    assert.ok(index.includes('href="/docs/perubahan"'), '/docs tanpa tautan ke halaman perubahan');
  });

  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    it(`${width}px: saringan jenis dan grup menyempitkan daftar, lalu kosong dengan pesannya; axe dan tata letak bersih`, async () => {
      const { page, url } = portal;
      consoleErrors.length = 0;
      await page.setViewportSize({ width, height });
      await page.goto(`${url}/docs/perubahan`);
      await page.getByRole('heading', { level: 1, name: 'Perubahan API' }).waitFor();
      await page.waitForLoadState('networkidle');
      const findings = await scan(page, `/docs/perubahan ${width}px`);
      const problems = await layoutProblems(page);
      const kind = page.getByLabel('Jenis', { exact: true });
      // The filter answers once the page has hydrated: chosen until the address follows.
      for (let tries = 0; tries < 20 && !page.url().includes('jenis='); tries++) {
        await kind.selectOption('documentation');
        await page.waitForURL(/jenis=documentation/, { timeout: 500 }).catch(() => undefined);
      }
      assert.equal(new URL(page.url()).search, '?jenis=documentation');
      const items = page.locator('li[data-kind]');
      assert.equal(await items.count(), documentation.length);
      assert.deepEqual([...new Set(await items.evaluateAll((els) => els.map((el) => el.getAttribute('data-kind'))))], ['documentation']);
      await page.getByLabel('Grup', { exact: true }).selectOption(unbroken);
      await page.waitForURL(new RegExp(`\\?grup=${unbroken}&jenis=documentation$`));
      assert.equal(await items.count(), documentation.filter((c) => c.group === unbroken).length);
      await kind.selectOption('breaking');
      await page.getByRole('status').filter({ hasText: 'Tidak ada perubahan untuk saringan ini.' }).waitFor();
      assert.equal(await items.count(), 0);
      findings.push(...(await scan(page, `/docs/perubahan kosong ${width}px`)));
      assert.deepEqual(blocking(findings), []);
      assert.deepEqual(problems, []);
      assert.deepEqual(consoleErrors, []);
    });
  }

  it("halaman endpoint yang berubah: 'Berubah di versi X' menaut ke rilisnya di halaman perubahan", async () => {
    const { page, url } = portal;
    await page.setViewportSize({ width: 1366, height: 768 });
    const path = `/docs/${changed.group}/${changed.entry}`;
    const raw = await (await fetch(`${url}${path}`)).text();
    assert.ok(raw.includes(`href="/docs/perubahan#versi-${newest.version}"`));
    await page.goto(`${url}${path}`);
    const link = page.getByRole('link', { name: `Berubah di versi ${newest.version}` });
    await link.waitFor();
    await page.waitForLoadState('networkidle');
    await link.click();
    await page.waitForURL(`${url}/docs/perubahan#versi-${newest.version}`);
    const heading = page.getByRole('heading', { level: 2, name: new RegExp(`^Versi ${newest.version.replace(/\./g, '\\.')} \\(`) });
    await heading.waitFor();
    assert.ok(await heading.isVisible());
  });
});
