/**
 * Screenshots of the portal for the README and the catalog guide: the dashboard, and each active feature with its first
 * 'Coba' panel open and its first example sent. Builds the portal, serves it with the embedded API
 * on 127.0.0.1, drives Debian's Chromium, and writes docs/screenshots/<group>.png.
 *
 *   npm run screenshots                       build, then shoot every active group
 *   PORTAL_DIST_DIR=dist npm run screenshots  use an existing build
 *   npm run screenshots -- tools maker        only these groups (and the dashboard)
 *   SCREENSHOT_WIDTH=390 SCREENSHOT_SCHEME=dark npm run screenshots -- tools maker
 *                                             a phone-wide window and/or the dark scheme:
 *                                             <group>-390.png, <group>-dark.png, <group>-390-dark.png
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { chromium, type Locator, type Page } from 'playwright-core';
import { build } from 'vite';
import { catalogDir, loadCatalog } from '../src/catalog/loader.ts';
import { presetList } from '../src/catalog/keywords/index.ts';
import { isFileInput } from '../src/catalog/request-plan.ts';
import type { CatalogEntry, CatalogGroup, JsonSchema } from '../src/catalog/types.ts';
import { buildServer, projectRoot } from '../src/server/app.ts';
import { shootComforts } from './screenshots-comforts.ts';

const demo = { username: 'demo', password: 'demo123', apikey: 'screenshot-key', token: 'screenshot-token' };
const outDir = join(projectRoot, 'docs', 'screenshots');
const fixturesDir = join(projectRoot, 'public', 'fixtures');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const width = Number(process.env.SCREENSHOT_WIDTH ?? 1280);
const scheme = process.env.SCREENSHOT_SCHEME === 'dark' ? 'dark' : 'light';
/** Variants are named after what differs from the README's pictures. */
const suffix = `${width === 1280 ? '' : `-${width}`}${scheme === 'dark' ? '-dark' : ''}`;
/** How long one answer may take before the shot is taken anyway. */
const answerWaitMs = 15_000;
/** How long one step (a field, a button) may take to appear. */
const stepMs = 5_000;

const media: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.csv': 'text/csv',
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

async function builtPortal(): Promise<{ dir: string; temporary: boolean }> {
  if (process.env.PORTAL_DIST_DIR) return { dir: resolve(process.env.PORTAL_DIST_DIR), temporary: false };
  const dir = join(projectRoot, '.tmp-dist-screenshots');
  await build({ root: projectRoot, logLevel: 'warn', build: { outDir: dir, emptyOutDir: true } });
  return { dir, temporary: true };
}

/** The file an example names: the fixture's bytes, else a small placeholder of that type. */
function fixtureFile(name: string) {
  const path = join(fixturesDir, name);
  return { name, mimeType: media[extname(name).toLowerCase()] ?? 'application/octet-stream', buffer: existsSync(path) ? readFileSync(path) : Buffer.from('contoh') };
}

/** Puts one example value into the field the form drew for it (its input's id ends in `_<name>`). */
async function fill(block: Locator, name: string, prop: JsonSchema, value: unknown, enumNames: string[] = []): Promise<void> {
  const field = block.locator(`[id$="_${name}"]`).first();
  if (isFileInput(prop)) {
    const names = Array.isArray(value) ? value.map(String) : [String(value)];
    await block.locator(`input[type=file][id$="_${name}"], [id$="_${name}"] input[type=file]`).first().setInputFiles(names.map(fixtureFile), { timeout: stepMs });
    return;
  }
  if (prop.enum) {
    // Mantine's select: open it, then pick the option (its label may be an enumName).
    const index = prop.enum.indexOf(value);
    await field.click({ timeout: stepMs });
    const option = block.page().getByRole('option', { name: enumNames[index] ?? String(value), exact: true });
    if ((await option.count()) === 0) {
      await block.page().getByRole('option').nth(Math.max(index, 0)).click({ timeout: stepMs });
    } else await option.first().click({ timeout: stepMs });
    return;
  }
  if (typeof value === 'string' || typeof value === 'number') await field.fill(String(value), { timeout: stepMs });
}

/** A file name of the first type a file input accepts, e.g. `contoh.docx`. */
function placeholderName(prop: JsonSchema): string {
  const rule = (prop['x-file'] ?? prop.items?.['x-file'] ?? {}) as { accept?: string[] };
  const first = rule.accept?.[0] ?? 'image/png';
  if (first.startsWith('.')) return `contoh${first}`;
  const ext = Object.entries(media).find(([, type]) => type === first || (first.endsWith('/*') && type.startsWith(first.slice(0, -1))))?.[0];
  return ext === '.png' ? 'pixel.png' : `contoh${ext ?? '.bin'}`;
}

async function tryFirstEntry(page: Page, group: CatalogGroup): Promise<string> {
  const block = page.locator('[data-entry]').filter({ has: page.getByRole('button', { name: 'Coba', exact: true }) }).first();
  if ((await block.count()) === 0) return 'tanpa Coba';
  const id = await block.getAttribute('data-entry');
  const entry = group.entries.find((e) => e.id === id) as CatalogEntry | undefined;
  await block.scrollIntoViewIfNeeded();
  await block.getByRole('button', { name: 'Coba', exact: true }).click();
  // The form arrives as a lazy chunk.
  await block.locator('form').first().waitFor({ timeout: answerWaitMs });
  if (!entry) return `${id}: dibuka`;
  const example = entry.examples.find((e) => Object.keys(e.request).length > 0);
  const props = entry.schema.properties ?? {};
  // A form of presets only sends with a click on the example's preset.
  const presetName = Object.keys(props).find((name) => presetList(props[name]['x-presets']).length > 0);
  if (presetName) {
    const value = String(example?.request[presetName] ?? presetList(props[presetName]['x-presets'])[0].value);
    // A preset button reads its value followed by its method badge.
    await block.getByRole('button', { name: new RegExp(`^${value}`) }).first().click({ timeout: stepMs });
    return `${entry.id}: preset ${value}`;
  }
  // Without an example request, the required files get a placeholder of their first accepted type.
  const request = example?.request ?? Object.fromEntries((entry.schema.required ?? []).filter((n) => props[n] && isFileInput(props[n])).map((n) => [n, placeholderName(props[n])]));
  const skipped: string[] = [];
  for (const [name, value] of Object.entries(request)) {
    const prop = props[name];
    if (!prop) continue;
    try {
      const ui = (entry.ui?.[name] ?? {}) as { 'ui:enumNames'?: string[] };
      await fill(block, name, prop, value, ui['ui:enumNames']);
    } catch {
      skipped.push(name);
    }
  }
  const submit = block.getByRole('button', { name: entry.submitLabel ?? 'Kirim', exact: true });
  await submit.click({ timeout: stepMs });
  // The answer (or its error) is in once the button stops showing its loading text.
  await submit.waitFor({ state: 'visible', timeout: answerWaitMs }).catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: answerWaitMs }).catch(() => undefined);
  const sent = example ? `contoh '${example.name ?? ''}'` : 'tanpa contoh';
  return `${entry.id}: ${sent} dikirim${skipped.length ? `, dilewati: ${skipped.join(', ')}` : ''}`;
}

/** Waits until every image on the page has loaded (or failed), so none is shot half drawn. */
async function imagesSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(() => Array.from(document.images).every((img) => img.complete), undefined, { timeout: answerWaitMs })
    .catch(() => undefined);
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const { catalog } = loadCatalog(catalogDir(projectRoot));
  const groups = catalog.groups
    .filter((g) => g.status === 'active' && g.entries.length > 0)
    .filter((g) => only.length === 0 || only.includes(g.id))
    .sort((a, b) => a.order - b.order);

  const dist = await builtPortal();
  const app = await buildServer({ demo, distDir: dist.dir });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const tmp = mkdtempSync(join(projectRoot, '.tmp-browser-'));
  const context = await chromium.launchPersistentContext(join(tmp, 'profile'), {
    executablePath: chromiumPath,
    headless: true,
    viewport: { width, height: 900 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  mkdirSync(outDir, { recursive: true });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // The portal follows the system's scheme until its switch is used.
    await page.emulateMedia({ colorScheme: scheme });
    // Links of the games and quotes open in a new tab: close those, the panel is what is shot.
    context.on('page', (opened) => void (opened !== page ? opened.close() : undefined));
    await page.goto(`${address}/login`);
    await page.getByLabel('Username', { exact: true }).fill(demo.username);
    await page.getByLabel('Password', { exact: true }).fill(demo.password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.waitForURL(`${address}/dashboard`);
    await page.getByTestId('dashboard').waitFor();
    await imagesSettled(page);
    // The background is fixed to the viewport: a viewport as tall as the page keeps it whole.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: join(outDir, `dashboard${suffix}.png`) });
    await page.setViewportSize({ width, height: 900 });
    console.log(`dashboard${suffix}.png`);
    if (!suffix) await shootComforts(page, address, outDir);

    for (const group of groups) {
      await page.goto(`${address}/dashboard/${group.id}`);
      await page.getByRole('heading', { name: group.title, exact: true, level: 1 }).waitFor();
      let note: string;
      try {
        note = await tryFirstEntry(page, group);
      } catch (error) {
        note = `gagal mencoba: ${(error as Error).message.split('\n')[0]}`;
      }
      await imagesSettled(page);
      const panel = page.locator('.mantine-Paper-root').filter({ has: page.getByRole('heading', { name: group.title, exact: true, level: 1 }) }).first();
      await panel.screenshot({ path: join(outDir, `${group.id}${suffix}.png`) });
      console.log(`${group.id}${suffix}.png  ${note}`);
    }
  } finally {
    await context.close();
    await app.close();
    rmSync(tmp, { recursive: true, force: true });
    if (dist.temporary) rmSync(dist.dir, { recursive: true, force: true });
  }
}

await main();
