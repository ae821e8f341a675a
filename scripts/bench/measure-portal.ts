import type { Browser } from 'playwright-core';
import { benchConfig } from './config.ts';
import { newSample, sum, visibleAt, type Loaded, type Target } from './browser.ts';
import { heapSample } from './heap.ts';
import type { ProfileName } from './network.ts';

export interface LoadSample {
  ms: number;
  /** Bytes received for the whole visit (compressed, headers included), requests, critical chain after the HTML. */
  wire: number;
  requests: number;
  chain: number;
  /** The same page visited again with the cache of the first visit: bytes received. */
  repeatWire?: number;
  raw: number;
  gzip: number;
  files: number;
  /** Every script and stylesheet, for the composition of the load. */
  assets: Loaded[];
}

export const session = (origin: string) => ({ origin, apikey: benchConfig.demo.apikey, token: benchConfig.demo.token });

/** One cold visit of `path`: time until `target` is visible, then every script and stylesheet loaded once the network is idle. */
export async function measureLoad(
  browser: Browser,
  origin: string,
  path: string,
  target: Target,
  options: { session: boolean; profile: ProfileName; repeat: boolean },
): Promise<LoadSample> {
  const sample = await newSample(browser, { target, session: options.session ? session(origin) : undefined, profile: options.profile });
  try {
    await sample.page.goto(origin + path, { timeout: benchConfig.timeoutMs });
    const ms = await visibleAt(sample.page);
    await sample.page.waitForLoadState('networkidle', { timeout: benchConfig.timeoutMs });
    const assets = await sample.assets();
    // The chain that mattered: fetches sent before the page was usable; the document is not counted.
    const { bytes: wire, requests } = sample.network.measure();
    const chain = Math.max(0, sample.network.measure(ms).chain - 1);
    let repeatWire: number | undefined;
    if (options.repeat) {
      sample.network.reset();
      await sample.page.goto(origin + path, { timeout: benchConfig.timeoutMs });
      await visibleAt(sample.page);
      await sample.page.waitForLoadState('networkidle', { timeout: benchConfig.timeoutMs });
      repeatWire = sample.network.measure().bytes;
    }
    return { ms, wire, requests, chain, repeatWire, ...sum(assets), assets };
  } finally {
    await sample.context.close();
  }
}

/** The entries the interaction measures use; their inputs are filled through the form's own fields. */
export interface InteractionPlan {
  group: string;
  jsonEntry: string;
  jsonInputs: Record<string, string>;
  /** Text only the rendered JSON answer shows (a widget may render it, not the raw JSON view). */
  jsonShows: string;
  /** An entry answering with the 1 MB image (the synthetic catalogs have one). */
  imageEntry?: string;
  /** Open/close cycles for the heap check; 0 skips it. */
  cycles: number;
}

export interface InteractionSample {
  /** 'Coba' click → form interactive, first opening (the form's chunk is fetched). */
  cobaColdMs: number;
  /** The same for every later opening of the heap cycles (chunk cached, form remounted). */
  cobaWarmMs: number[];
  submitJsonMs: number;
  submitImageMs?: number;
  heapBefore?: number;
  heapAfter?: number;
  /** The same heaps without V8's compiled code (which grows while the form's hot functions get optimized): the objects kept. */
  objectsBefore?: number;
  objectsAfter?: number;
  /** DOM nodes and JS event listeners alive before and after the cycles. */
  domNodesBefore?: number;
  domNodesAfter?: number;
  listenersBefore?: number;
  listenersAfter?: number;
}

/** In-page: click an entry's 'Coba', wait (frame by frame) until its form's submit button is there and enabled. */
export const openScript = (entryId: string) => `(async () => {
  const button = window.__benchCoba(${JSON.stringify(entryId)});
  const panel = () => document.getElementById(button.getAttribute('aria-controls'));
  const ready = () => { const s = panel()?.querySelector('form button[type=submit]'); return s && !s.disabled && window.__benchVisible(s); };
  const t0 = performance.now();
  button.click();
  while (!ready()) await window.__benchFrame(t0);
  return performance.now() - t0;
})()`;

/** In-page: close an entry's open 'Coba' panel and wait until its form is gone. */
export const closeScript = (entryId: string) => `(async () => {
  const button = window.__benchCoba(${JSON.stringify(entryId)});
  const panel = () => document.getElementById(button.getAttribute('aria-controls'));
  button.click();
  const t0 = performance.now();
  while (panel()?.querySelector('form')) await window.__benchFrame(t0);
})()`;

/** In-page: `cycles` openings and closings in a row; the opening times (same wait as openScript). */
export const cyclesScript = (entryId: string, cycles: number) => `(async () => {
  const button = window.__benchCoba(${JSON.stringify(entryId)});
  const panel = () => document.getElementById(button.getAttribute('aria-controls'));
  const ready = () => { const s = panel()?.querySelector('form button[type=submit]'); return s && !s.disabled && window.__benchVisible(s); };
  const times = [];
  for (let i = 0; i < ${cycles}; i++) {
    const t0 = performance.now();
    button.click();
    while (!ready()) await window.__benchFrame(t0);
    times.push(performance.now() - t0);
    const t1 = performance.now();
    button.click();
    while (panel()?.querySelector('form')) await window.__benchFrame(t1);
  }
  return times;
})()`;

/** In-page: submit an open form and wait until the answer's renderer shows it (an image: decoded). */
export const submitScript = (entryId: string, kind: 'json' | 'image', shows = '') => `(async () => {
  const button = window.__benchCoba(${JSON.stringify(entryId)});
  const panel = document.getElementById(button.getAttribute('aria-controls'));
  const shown = () => {
    if (panel.querySelector('[role=alert]')) throw new Error('jawaban galat: ' + panel.querySelector('[role=alert]').textContent);
    ${
      kind === 'json'
        ? `return panel.innerText.includes(${JSON.stringify(shows)});`
        : `const img = panel.querySelector('[data-renderer="image"] img'); return !!img && img.complete && img.naturalWidth > 0 && window.__benchVisible(img);`
    }
  };
  const t0 = performance.now();
  panel.querySelector('form button[type=submit]').click();
  while (!shown()) await window.__benchFrame(t0);
  return performance.now() - t0;
})()`;

/** (c) 'Coba' → form, (d) submit → answer shown, (e) JS heap before and after the open/close cycles. */
export async function measureInteractions(browser: Browser, origin: string, plan: InteractionPlan): Promise<InteractionSample> {
  const sample = await newSample(browser, { target: { kind: 'coba', entryId: plan.jsonEntry }, session: session(origin) });
  const { page } = sample;
  const run = async <T>(script: string) => (await page.evaluate(script)) as T;
  try {
    await page.goto(`${origin}/dashboard/${plan.group}`, { timeout: benchConfig.timeoutMs });
    await visibleAt(page);
    await page.waitForLoadState('networkidle');

    const cobaColdMs = await run<number>(openScript(plan.jsonEntry));
    for (const [name, value] of Object.entries(plan.jsonInputs)) {
      // The form's field ids end with the input's name (their prefix is the form's own).
      await page.locator(`#entry-${plan.jsonEntry} input[id$="_${name}"]`).first().fill(value);
    }
    const submitJsonMs = await run<number>(submitScript(plan.jsonEntry, 'json', plan.jsonShows));
    await run(closeScript(plan.jsonEntry));

    let submitImageMs: number | undefined;
    if (plan.imageEntry) {
      await run(openScript(plan.imageEntry));
      submitImageMs = await run<number>(submitScript(plan.imageEntry, 'image'));
      await run(closeScript(plan.imageEntry));
    }

    const cobaWarmMs: number[] = [];
    if (plan.cycles === 0) return { cobaColdMs, cobaWarmMs, submitJsonMs, submitImageMs };
    // The form's code is loaded by now: what remains to grow is what the cycles leave behind.
    const before = await heapSample(page);
    cobaWarmMs.push(...(await run<number[]>(cyclesScript(plan.jsonEntry, plan.cycles))));
    const after = await heapSample(page);
    return {
      cobaColdMs,
      cobaWarmMs,
      submitJsonMs,
      submitImageMs,
      heapBefore: before.used,
      heapAfter: after.used,
      objectsBefore: before.objects,
      objectsAfter: after.objects,
      domNodesBefore: before.domNodes,
      domNodesAfter: after.domNodes,
      listenersBefore: before.listeners,
      listenersAfter: after.listeners,
    };
  } finally {
    await sample.context.close();
  }
}
