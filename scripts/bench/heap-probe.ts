import { join } from 'node:path';
import { catalogDir } from '../../src/catalog/loader.ts';
import { launchBrowser, newSample, visibleAt } from './browser.ts';
import { buildPortal } from './build.ts';
import { benchConfig, projectRoot } from './config.ts';
import { grownObjects, heapSample, type HeapSample } from './heap.ts';
import { closeScript, cyclesScript, openScript, session, submitScript } from './measure-portal.ts';
import { startPortalServer } from './portal-process.ts';

/**
 * What the 'Coba' open/close cycles leave behind, for finding a leak: builds and serves the portal
 * as the bench does, opens and submits one entry once, then runs PROBE_ROUNDS rounds of
 * BENCH_CYCLES cycles and prints after each the heap (whole, compiled code, objects), the DOM
 * counters, and the constructors whose objects grew most.
 * `npx tsx scripts/bench/heap-probe.ts [group entry [input=value ...]]` (default: cuaca cuaca kota=Jakarta).
 */
const rounds = Number(process.env.PROBE_ROUNDS ?? 2);
const [group = 'cuaca', entry = 'cuaca', ...fills] = process.argv.slice(2);
const inputs = fills.length > 0 ? Object.fromEntries(fills.map((f) => f.split('=') as [string, string])) : { kota: 'Jakarta' };

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(2)} MiB`;
const growth = (a: number, b: number) => `${((b / a - 1) * 100).toFixed(1)}%`;
const line = (first: HeapSample, now: HeapSample) =>
  [
    `heap ${mib(first.used)} -> ${mib(now.used)} (${growth(first.used, now.used)})`,
    `code ${mib(first.code)} -> ${mib(now.code)}`,
    `objects ${mib(first.objects)} -> ${mib(now.objects)} (${growth(first.objects, now.objects)})`,
    `DOM nodes ${first.domNodes} -> ${now.domNodes}`,
    `listeners ${first.listeners} -> ${now.listeners}`,
  ].join(', ');

const { outDir } = await buildPortal('portal', catalogDir(projectRoot));
const server = await startPortalServer(outDir, catalogDir(projectRoot), join(projectRoot, 'public', 'fixtures'));
const browser = await launchBrowser();
try {
  const { page, context } = await newSample(browser, { target: { kind: 'coba', entryId: entry }, session: session(server.url) });
  const run = async <T>(script: string) => (await page.evaluate(script)) as T;
  await page.goto(`${server.url}/dashboard/${group}`);
  await visibleAt(page);
  await page.waitForLoadState('networkidle');
  await run(openScript(entry));
  for (const [name, value] of Object.entries(inputs)) await page.locator(`#entry-${entry} input[id$="_${name}"]`).first().fill(value);
  await run(submitScript(entry, 'json', ''));
  await run(closeScript(entry));
  const first = await heapSample(page);
  let previous = first;
  for (let round = 1; round <= rounds; round++) {
    await run(cyclesScript(entry, benchConfig.cycles));
    const now = await heapSample(page);
    console.log(`after ${round * benchConfig.cycles} cycles: ${line(first, now)}`);
    console.log(grownObjects(previous.census, now.census).join('\n'));
    previous = now;
  }
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
