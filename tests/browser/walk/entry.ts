import assert from 'node:assert/strict';
import type { Download, Locator, Page } from 'playwright-core';
import type { Portal } from '../harness.ts';
import { doStep } from './fill.ts';
import { openDeepLink } from './navigate.ts';
import type { EntryPlan } from './plan.ts';
import { checkSentRequest, isEntryCall } from './sent-request.ts';

/** Everything that ends a request in the block: an answer, a failure, or a refused input. */
const settledSelector = '[data-renderer], [data-widget], [role=alert], [aria-invalid="true"]';
const openedTitle = 'Dibuka di tab baru';

/** Failures the block shows: the panel's and widgets' alerts and field messages, not the answers' own alerts. */
async function shownFailures(block: Locator): Promise<string[]> {
  const alerts = await block.locator('[role=alert]:not([data-renderer])').filter({ hasNotText: openedTitle }).allInnerTexts();
  const invalid = await block.locator('[aria-invalid="true"]').evaluateAll((els) => els.map((el) => `input #${el.id} ditandai tidak valid`));
  return [...alerts.map((t) => `alert: ${t.replace(/\s+/g, ' ').trim()}`), ...invalid];
}

/** What the block shows instead of the promised answer, for the failure message. */
async function shownAnswers(block: Locator): Promise<string> {
  const kinds = await block.locator('[data-renderer], [data-widget]').evaluateAll((els) =>
    els.map((el) => el.getAttribute('data-renderer') ?? `widget ${el.getAttribute('data-widget')}`),
  );
  return kinds.length > 0 ? kinds.join(', ') : 'tidak ada jawaban';
}

async function expectVisible(block: Locator, target: Locator, what: string): Promise<void> {
  try {
    await target.waitFor();
  } catch {
    assert.fail(`${what} tidak tampil; yang tampil: ${await shownAnswers(block)}`);
  }
}

/**
 * Opens the entry's deep link (its 'Coba' opens there), fills the form from the plan, sends it,
 * and checks that the promised answer is shown: no failure, the renderer or widget visible, the
 * download under its name, the new tab; and that the request carried the example. Returns notes
 * on inputs the form did not show.
 */
export async function walkEntry(portal: Portal, plan: EntryPlan): Promise<string[]> {
  const { page, url, context } = portal;
  const { entry, expected } = plan;
  const notes: string[] = [];
  await openDeepLink(page, url, `/dashboard/${entry.group}/${entry.id}`);
  const block = page.locator(`[data-entry="${entry.id}"]`);
  await block.locator('form').waitFor();
  // An input fetched on first use (a select, a number) shows a loader in its place until it is there.
  await block.locator('[aria-label="Memuat formulir"]').first().waitFor({ state: 'detached' });
  assert.equal(await block.getByRole('button', { name: 'Coba', exact: true }).getAttribute('aria-expanded'), 'true', "tautan langsung membuka 'Coba'");

  const sendStep = plan.steps.find((s) => s.step.kind === 'preset');
  for (const { field, step } of plan.steps) {
    if (step === sendStep?.step) continue;
    if (!(await doStep(page, block, step))) notes.push(`input '${field}' tidak tampil di formulir; request tetap dicek membawa nilai contohnya`);
  }

  const sent = context.waitForEvent('request', { predicate: (request) => isEntryCall(plan, request) }).catch(() => null);
  const popup = expected.kind === 'link' ? context.waitForEvent('page').catch(() => null) : null;
  const download: Promise<Download | null> | null = expected.kind === 'download' ? page.waitForEvent('download').catch(() => null) : null;
  if (sendStep) await doStep(page, block, sendStep.step);
  else await block.locator('button[type=submit]').click();

  try {
    await block.locator(settledSelector).first().waitFor();
  } catch {
    assert.fail('tidak ada jawaban maupun pesan setelah dikirim');
  }
  const failures = await shownFailures(block);
  assert.deepEqual(failures, [], `${entry.id} menampilkan kegagalan`);
  const request = await sent;
  assert.ok(request, 'request entri terkirim');
  checkSentRequest(plan, request);

  switch (expected.kind) {
    case 'json':
      await expectVisible(block, block.locator('[data-renderer="json"]'), 'jawaban JSON');
      break;
    case 'widget':
      await expectVisible(block, block.locator(`[data-widget="${expected.widget}"]`), `widget ${expected.widget}`);
      break;
    case 'text':
    case 'fields':
    case 'table':
      await expectVisible(block, block.locator(`[data-renderer="${expected.kind}"]`), `tampilan ${expected.kind}`);
      break;
    case 'image': {
      // A picture the JSON answer points at (`response.image`) has its declared name; an image answer 'Hasil <title>'.
      const image = entry.response.image ? block.locator('[data-renderer="image"] img') : block.getByRole('img', { name: `Hasil ${entry.title}` });
      await expectVisible(block, image, 'gambar hasil');
      const handle = await image.elementHandle();
      await page.waitForFunction((img) => img instanceof HTMLImageElement && img.complete, handle);
      assert.ok(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth > 0), 'gambar hasil bisa dibaca browser');
      if (expected.filename) await expectVisible(block, block.getByRole('link', { name: `Unduh ${expected.filename}`, exact: true }), `tautan Unduh ${expected.filename}`);
      break;
    }
    case 'download': {
      await expectVisible(block, block.locator('[data-renderer="download"]'), 'unduhan');
      const file = await download;
      assert.ok(file, 'file terunduh');
      if (expected.filename) assert.equal(file.suggestedFilename(), expected.filename);
      break;
    }
    case 'link': {
      await expectVisible(block, block.getByRole('alert').filter({ hasText: openedTitle }), `pesan '${openedTitle}'`);
      const tab: Page | null = await popup;
      assert.ok(tab, 'tab baru terbuka');
      assert.equal(request.frame().page(), tab, 'request dibuka di tab baru');
      await tab.close();
      break;
    }
  }
  // Pictures the answer points at (a shakemap, a picture by URL) finish loading or failing here, so
  // their errors are counted for this entry and not the next one.
  await block.evaluate((el) =>
    Promise.all(
      [...el.querySelectorAll('img')].map((img) =>
        img.complete ? null : new Promise((settle) => ['load', 'error'].forEach((type) => img.addEventListener(type, settle, { once: true }))),
      ),
    ),
  );
  return notes;
}
