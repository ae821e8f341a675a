import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { catalogDir, loadCatalog } from '../../src/catalog/loader.ts';
import { LARGE_IMAGE_FIXTURE, SYNTHETIC_FIRST, writeSyntheticCatalog } from '../synthetic-catalog.ts';
import { startAnchorsServer } from './anchors-server.ts';
import { launchBrowser } from './browser.ts';
import { buildPortal } from './build.ts';
import { benchConfig, projectRoot } from './config.ts';
import { writeLargePng } from './large-png.ts';
import { measureInteractions, measureLoad, type InteractionPlan, type InteractionSample, type LoadSample } from './measure-portal.ts';
import { portalInstall } from './install-size.ts';
import { exportOpenApi } from './openapi.ts';
import { ensureToolPackage } from './own-package.ts';
import { startPortalServer } from './portal-process.ts';
import { formatSummary, table } from './report.ts';
import { summarize } from './stats.ts';
import { anchors } from './targets.ts';
import type { ProfileName } from './network.ts';

interface CatalogTarget {
  label: string;
  dir: string;
  entries: number;
  groups: number;
  runs: number;
  deep: { group: string; entry: string };
  interactions?: InteractionPlan;
}

const started = Date.now();
const log = (message: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

const work = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const fixtures = join(work, 'fixtures');
cpSync(join(projectRoot, 'public', 'fixtures'), fixtures, { recursive: true });
const imageBytes = writeLargePng(join(fixtures, LARGE_IMAGE_FIXTURE));

/** The real catalog: deep link to the first group whose first entry has a 'Coba'; the weather form (its example says 'Berawan') for the interactions. */
function realTarget(): CatalogTarget {
  const dir = catalogDir(projectRoot);
  const groups = loadCatalog(dir).catalog.groups.filter((g) => g.status === 'active');
  const first = groups.find((g) => g.entries[0]?.tryable);
  if (!first) throw new Error('katalog tidak punya grup aktif dengan endpoint yang bisa dicoba');
  const cuaca = groups.find((g) => g.entries.some((e) => e.id === 'cuaca'));
  return {
    label: 'portal',
    dir,
    entries: groups.reduce((n, g) => n + g.entries.length, 0),
    groups: groups.length,
    runs: benchConfig.runs,
    deep: { group: first.id, entry: first.entries[0]!.id },
    interactions: cuaca ? { group: cuaca.id, jsonEntry: 'cuaca', jsonInputs: { kota: 'Jakarta' }, jsonShows: 'Berawan', cycles: benchConfig.cycles } : undefined,
  };
}

function syntheticTarget(size: number, smallest: boolean): CatalogTarget {
  const dir = join(work, `synthetic-${size}`);
  const { groups, entries } = writeSyntheticCatalog(dir, size);
  return {
    label: `synthetic-${size}`,
    dir,
    entries,
    groups,
    runs: size > 100 ? benchConfig.runsLarge : benchConfig.runsScale,
    deep: { group: SYNTHETIC_FIRST.group, entry: SYNTHETIC_FIRST.jsonEntry },
    interactions: smallest
      ? { group: SYNTHETIC_FIRST.group, jsonEntry: SYNTHETIC_FIRST.jsonEntry, jsonInputs: { kota: 'Bandung' }, jsonShows: '"suhu": 30', imageEntry: SYNTHETIC_FIRST.imageEntry, cycles: 0 }
      : undefined,
  };
}

type Scenario = { name: string; run: () => Promise<void> };

/** The prerendered reference page of the entry the deep link opens. */
const referencePage = (target: CatalogTarget) => `/docs/${target.deep.group}/${target.deep.entry}`;
/** What installing costs: the portal's node_modules (explorers must not be in it) and the first install of the bench's own explorers. */
interface Install {
  nodeModulesBytes: number;
  explorersInside: string[];
  anchorsInstallSeconds: number;
}
let install: Install | undefined;

/** Written after every catalog, so an interrupted run keeps what it measured. */
function writeResults(results: Record<string, unknown>) {
  const output = { date: new Date().toISOString(), largeImageBytes: imageBytes, install, results };
  mkdirSync(dirname(benchConfig.resultsFile), { recursive: true });
  writeFileSync(benchConfig.resultsFile, `${JSON.stringify(output, null, 2)}\n`);
}

async function main() {
  const smallest = Math.min(...benchConfig.sizes);
  const targets = [realTarget(), ...benchConfig.sizes.map((n) => syntheticTarget(n, n === smallest))];
  log(
    `Gambar ${LARGE_IMAGE_FIXTURE}: ${imageBytes} byte. Run: katalog portal ${benchConfig.runs}, sintetis ${benchConfig.runsScale} (di atas 100 entri: ${benchConfig.runsLarge}).`,
  );

  const builds = new Map<string, { outDir: string; seconds: number }>();
  const documents = new Map<string, unknown>();
  const exporters = new Map<string, string>();
  for (const target of targets) {
    log(`Build ${target.label} (${target.entries} entri, ${target.groups} grup)...`);
    builds.set(target.label, await buildPortal(target.label, target.dir));
    const exported = await exportOpenApi(target.dir);
    documents.set(target.label, exported.document);
    exporters.set(target.label, exported.exporter);
  }

  // The explorers come from the bench's own package (bench/anchors), installed on first use.
  const anchorsInstallSeconds = anchors.length > 0 ? ensureToolPackage('anchors', log) : 0;
  install = { ...portalInstall(benchConfig.portalRoot, ['@scalar/api-reference', 'redoc', 'swagger-ui-dist']), anchorsInstallSeconds };
  const anchorServer = await startAnchorsServer(documents);
  const browser = await launchBrowser();
  const results: Record<string, unknown> = {};
  try {
    for (const target of targets) {
      const server = await startPortalServer(builds.get(target.label)!.outDir, target.dir, fixtures);
      // Scaling is measured on loopback; the real catalog on every profile.
      const targetProfiles = target.label === 'portal' ? benchConfig.profiles : benchConfig.profiles.filter((p) => p === 'loopback');
      for (const profile of targetProfiles) {
        const key = profile === 'loopback' ? target.label : `${target.label}@${profile}`;
        results[key] = await measureTarget(target, profile, server.url, anchorServer.url);
        writeResults(results);
      }
      await server.close();
    }
  } finally {
    await browser.close();
    await anchorServer.close();
  }

  async function measureTarget(target: CatalogTarget, profile: ProfileName, portal: string, anchorsUrl: string) {
    const loads: Record<string, LoadSample[]> = { dashboard: [], deepLink: [], reference: [], ...Object.fromEntries(anchors.map((a) => [a.name, []])) };
    const interactions: InteractionSample[] = [];
    const failures: Record<string, string[]> = {};
    const own = { session: true, profile, repeat: true };
    const scenarios: Scenario[] = [
      { name: 'dashboard', run: async () => void loads.dashboard!.push(await measureLoad(browser, portal, '/dashboard', { kind: 'selector', selector: '[data-testid^="tile-"]' }, own)) },
      {
        name: 'deepLink',
        run: async () => void loads.deepLink!.push(await measureLoad(browser, portal, `/dashboard/${target.deep.group}/${target.deep.entry}`, { kind: 'form', entryId: target.deep.entry }, own)),
      },
      // The public reference page of the same entry, signed out: readable once its heading shows.
      { name: 'reference', run: async () => void loads.reference!.push(await measureLoad(browser, portal, referencePage(target), { kind: 'selector', selector: 'main h1' }, { session: false, profile, repeat: true })) },
      ...anchors.map((anchor) => ({
        name: anchor.name,
        run: async () =>
          void loads[anchor.name]!.push(await measureLoad(browser, anchorsUrl, `/${anchor.page}/${target.label}`, anchor.firstOperation, { session: false, profile, repeat: false })),
      })),
    ];
    const plan = profile === 'loopback' ? target.interactions : undefined;
    if (plan) scenarios.push({ name: 'interactions', run: async () => void interactions.push(await measureInteractions(browser, portal, plan)) });

    for (let run = 0; run < target.runs; run++) {
      // Interleaved, and each run starts with a different UI so no one always goes first.
      const order = scenarios.map((_, i) => scenarios[(i + run) % scenarios.length]!);
      const took: string[] = [];
      for (const scenario of order) {
        const t0 = performance.now();
        try {
          await scenario.run();
        } catch (error) {
          (failures[scenario.name] ??= []).push((error as Error).message.split('\n')[0]!);
        }
        took.push(`${scenario.name} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      }
      log(`${target.label} (${profile}): run ${run + 1}/${target.runs} (${took.join(', ')})`);
    }

    const loadSummary = (samples: LoadSample[]) => ({
      firstVisibleMs: summarize(samples.map((s) => s.ms)),
      rawBytes: summarize(samples.map((s) => s.raw)),
      gzipBytes: summarize(samples.map((s) => s.gzip)),
      files: summarize(samples.map((s) => s.files)),
      wireBytes: summarize(samples.map((s) => s.wire)),
      requests: summarize(samples.map((s) => s.requests)),
      chain: summarize(samples.map((s) => s.chain)),
      repeatWireBytes: summarize(samples.flatMap((s) => (s.repeatWire === undefined ? [] : [s.repeatWire]))),
      // The same files every run (a fresh cache each time): the last run's, largest first.
      composition: (samples.at(-1)?.assets ?? [])
        .map((a) => ({ path: new URL(a.url).pathname, raw: a.raw, gzip: a.gzip }))
        .sort((a, b) => b.gzip - a.gzip),
    });
    return {
      profile,
      catalog: { entries: target.entries, groups: target.groups, deepLink: `/dashboard/${target.deep.group}/${target.deep.entry}` },
      buildSeconds: Number(builds.get(target.label)!.seconds.toFixed(1)),
      openApiExporter: exporters.get(target.label),
      runs: target.runs,
      portal: {
        dashboard: loadSummary(loads.dashboard!),
        deepLink: loadSummary(loads.deepLink!),
        reference: loadSummary(loads.reference!),
        ...(interactions.length > 0
          ? {
              cobaToFormColdMs: summarize(interactions.map((s) => s.cobaColdMs)),
              cobaToFormWarmMs: summarize(interactions.flatMap((s) => s.cobaWarmMs)),
              submitToJsonMs: summarize(interactions.map((s) => s.submitJsonMs)),
              submitToImageMs: summarize(interactions.flatMap((s) => (s.submitImageMs === undefined ? [] : [s.submitImageMs]))),
              heapBeforeBytes: summarize(interactions.flatMap((s) => (s.heapBefore === undefined ? [] : [s.heapBefore]))),
              heapAfterBytes: summarize(interactions.flatMap((s) => (s.heapAfter === undefined ? [] : [s.heapAfter]))),
              heapGrowth: summarize(interactions.flatMap((s) => (s.heapBefore && s.heapAfter ? [s.heapAfter / s.heapBefore - 1] : []))),
              objectsGrowth: summarize(interactions.flatMap((s) => (s.objectsBefore && s.objectsAfter ? [s.objectsAfter / s.objectsBefore - 1] : []))),
              domNodesGrowth: summarize(interactions.flatMap((s) => (s.domNodesBefore !== undefined && s.domNodesAfter !== undefined ? [s.domNodesAfter - s.domNodesBefore] : []))),
              listenersGrowth: summarize(interactions.flatMap((s) => (s.listenersBefore !== undefined && s.listenersAfter !== undefined ? [s.listenersAfter - s.listenersBefore] : []))),
              cycles: plan?.cycles ?? 0,
            }
          : {}),
      },
      ...Object.fromEntries(anchors.map((a) => [a.name, loadSummary(loads[a.name]!)])),
      failures,
    };
  }

  console.log(`\n${printTables(results, install)}\n\nHasil lengkap: ${benchConfig.resultsFile}`);
}

type S = ReturnType<typeof summarize>;
const percent = (s?: S) => (s ? `${(s.median * 100).toFixed(1)}% [${(s.min * 100).toFixed(1)}..${(s.max * 100).toFixed(1)}%]` : '-');
const signed = (n: number) => (n > 0 ? `+${Math.round(n)}` : String(Math.round(n)));
type Loads = { firstVisibleMs: S; rawBytes: S; gzipBytes: S; wireBytes?: S; requests?: S; chain?: S; repeatWireBytes?: S };
type TargetResult = {
  catalog: { entries: number; groups: number; deepLink: string };
  runs: number;
  portal: Record<string, ReturnType<typeof summarize> | Loads | number>;
  failures: Record<string, string[]>;
} & Record<string, Loads>;

function printTables(all: Record<string, unknown>, installed?: Install): string {
  const results = all as Record<string, TargetResult>;
  const out: string[] = [...wireTables(results)];
  const real = results.portal;
  if (real) {
    const p = real.portal as Record<string, Loads>;
    out.push(`Katalog portal (${real.catalog.entries} entri, ${real.runs} run; median [min-max]):`);
    out.push(
      table([
        ['UI', 'JS+CSS mentah', 'JS+CSS gzip', 'terlihat (navigasi ->)'],
        ['Portal: dashboard', formatSummary(p.dashboard!.rawBytes, 'bytes'), formatSummary(p.dashboard!.gzipBytes, 'bytes'), `${formatSummary(p.dashboard!.firstVisibleMs, 'ms')} (ubin pertama)`],
        ['Portal: tautan dalam', formatSummary(p.deepLink!.rawBytes, 'bytes'), formatSummary(p.deepLink!.gzipBytes, 'bytes'), `${formatSummary(p.deepLink!.firstVisibleMs, 'ms')} (form siap)`],
        ...(p.reference ? [['Portal: halaman referensi', formatSummary(p.reference.rawBytes, 'bytes'), formatSummary(p.reference.gzipBytes, 'bytes'), `${formatSummary(p.reference.firstVisibleMs, 'ms')} (terbaca)`]] : []),
        ...anchors.map((a) => [a.name, formatSummary(real[a.name]!.rawBytes, 'bytes'), formatSummary(real[a.name]!.gzipBytes, 'bytes'), `${formatSummary(real[a.name]!.firstVisibleMs, 'ms')} (operasi pertama)`]),
      ]),
    );
  }
  const interactive = Object.entries(results).filter(([, r]) => 'cobaToFormColdMs' in r.portal);
  if (interactive.length > 0) {
    const rows = [['Katalog', "'Coba' -> form (pertama)", "'Coba' -> form (berikutnya, p95)", 'kirim -> JSON', 'kirim -> gambar 1 MB', 'heap sebelum -> sesudah', 'pertumbuhan', 'objek (tanpa kode)', 'node DOM, listener']];
    for (const [label, r] of interactive) {
      const p = r.portal as Record<string, ReturnType<typeof summarize>>;
      const growth = p.heapGrowth;
      rows.push([
        label,
        formatSummary(p.cobaToFormColdMs, 'ms'),
        `${formatSummary(p.cobaToFormWarmMs, 'ms')} (p95 ${p.cobaToFormWarmMs?.p95 !== undefined ? Math.round(p.cobaToFormWarmMs.p95) : '-'} ms)`,
        formatSummary(p.submitToJsonMs, 'ms'),
        formatSummary(p.submitToImageMs, 'ms'),
        `${formatSummary(p.heapBeforeBytes, 'mib')} -> ${formatSummary(p.heapAfterBytes, 'mib')}`,
        percent(growth),
        percent(p.objectsGrowth),
        p.domNodesGrowth && p.listenersGrowth ? `${signed(p.domNodesGrowth.median)}, ${signed(p.listenersGrowth.median)}` : '-',
      ]);
    }
    out.push('', `Interaksi portal (${interactive[0]![1].portal.cycles} siklus buka/tutup):`, table(rows));
  }
  const synthetic = Object.entries(results).filter(([label]) => label.startsWith('synthetic-'));
  if (synthetic.length > 0) {
    const rows = [['Entri', 'run', 'dashboard gzip', 'tautan dalam gzip', "'Coba' terlihat", ...anchors.flatMap((a) => [`${a.name} gzip`, `${a.name} operasi pertama`])]];
    for (const [, r] of synthetic) {
      const p = r.portal as Record<string, Loads>;
      rows.push([
        String(r.catalog.entries),
        String(r.runs),
        formatSummary(p.dashboard!.gzipBytes, 'bytes'),
        formatSummary(p.deepLink!.gzipBytes, 'bytes'),
        formatSummary(p.deepLink!.firstVisibleMs, 'ms'),
        ...anchors.flatMap((a) => [formatSummary(r[a.name]!.gzipBytes, 'bytes'), formatSummary(r[a.name]!.firstVisibleMs, 'ms')]),
      ]);
    }
    out.push('', 'Skala (katalog sintetis):', table(rows));
  }
  out.push('', 'Target:', targetsTable(results, installed));
  const failures = Object.entries(results).flatMap(([label, r]) => Object.entries(r.failures).map(([name, list]) => `${label}/${name}: ${list.length}x ${list[0]}`));
  if (failures.length > 0) out.push('', 'Gagal:', ...failures);
  return out.join('\n');
}

/** Per page and network profile, what a user gets: time to the first usable thing, bytes on the wire, requests, critical chain. */
function wireTables(results: Record<string, TargetResult>): string[] {
  const out: string[] = [];
  for (const profile of benchConfig.profiles) {
    const r = results[profile === 'loopback' ? 'portal' : `portal@${profile}`];
    if (!r) continue;
    const p = r.portal as Record<string, Loads>;
    const round = (v?: number) => (v === undefined ? '-' : String(Math.round(v)));
    const row = (name: string, l: Loads | undefined, what: string) => [
      name,
      `${formatSummary(l?.firstVisibleMs, 'ms')} (${what})`,
      formatSummary(l?.wireBytes, 'bytes'),
      round(l?.requests?.median),
      round(l?.chain?.median),
      l?.repeatWireBytes ? formatSummary(l.repeatWireBytes, 'bytes') : '-',
    ];
    out.push(
      `Profil ${profile} (katalog portal, ${r.runs} run; median [min-max]):`,
      table([
        ['halaman', 'pertama bisa dipakai', 'byte di kabel', 'request', 'rantai kritis', 'kunjungan ulang'],
        row('Portal /dashboard', p.dashboard, 'ubin pertama'),
        row(`Portal ${r.catalog.deepLink}`, p.deepLink, 'tombol kirim aktif'),
        ...(p.reference ? [row(`Portal ${r.catalog.deepLink.replace('/dashboard/', '/docs/')}`, p.reference, 'terbaca, tanpa sesi')] : []),
        ...anchors.map((a) => row(a.name, r[a.name], 'operasi pertama')),
      ]),
      '',
    );
  }
  return out;
}

/** The performance targets, as measured numbers: reported, never asserted. */
function targetsTable(results: Record<string, TargetResult>, installed?: Install): string {
  const loads = (label: string) => results[label]?.portal as Record<string, Loads> | undefined;
  const median = (s: ReturnType<typeof summarize> | undefined) => s?.median;
  const pct = (a?: number, b?: number) => (a !== undefined && b ? `${((a / b - 1) * 100).toFixed(1)}%` : '-');
  const real = results.portal;
  const rows = [['target', 'terukur']];
  const kib = (v?: number) => (v === undefined ? '-' : `${(v / 1024).toFixed(1)} KiB`);
  const fastestOf = (r?: TargetResult) => (r ? Math.min(...anchors.map((a) => median(r[a.name]?.firstVisibleMs) ?? Infinity)) : Infinity);
  const ratio = (value: number | undefined, fastest: number, limit: string) =>
    value !== undefined && Number.isFinite(fastest) ? `${Math.round(value)} ms / ${Math.round(fastest)} ms = ${(value / fastest).toFixed(2)} (target ${limit})` : '-';
  if (installed) {
    const mib = (installed.nodeModulesBytes / 2 ** 20).toFixed(0);
    const inside = installed.explorersInside.length > 0 ? `di dalamnya: ${installed.explorersInside.join(', ')}` : 'tanpa penjelajah';
    rows.push(['node_modules portal <= 600 MB (du), tanpa penjelajah', `${mib} MiB, ${inside}`]);
    if (installed.anchorsInstallSeconds > 0) rows.push(['bench/anchors dipasang pada pemakaian pertama', `${installed.anchorsInstallSeconds.toFixed(1)} s`]);
  }
  const slow = results['portal@slow4g'];
  if (slow) {
    const p = slow.portal as Record<string, Loads>;
    rows.push(['slow4g: dashboard, ubin pertama <= 0.45 x penjelajah tercepat', ratio(median(p.dashboard?.firstVisibleMs), fastestOf(slow), '<= 0.45')]);
    rows.push(['slow4g: tautan dalam, form siap <= 0.66 x penjelajah tercepat', ratio(median(p.deepLink?.firstVisibleMs), fastestOf(slow), '<= 0.66')]);
    rows.push(['slow4g: byte di kabel, tautan dalam dengan form <= 180 KiB', kib(median(p.deepLink?.wireBytes))]);
    rows.push(['slow4g: halaman referensi terbaca <= 1/3 penjelajah tercepat', ratio(median(p.reference?.firstVisibleMs), fastestOf(slow), '<= 0.33')]);
  }
  const own = loads('portal');
  rows.push(['byte di kabel: dashboard <= 120 KiB', kib(median(own?.dashboard?.wireBytes))]);
  rows.push(['byte di kabel: tautan dalam dengan form <= 220 KiB', kib(median(own?.deepLink?.wireBytes))]);
  rows.push(['kunjungan ulang <= 10 KiB', `${kib(median(own?.dashboard?.repeatWireBytes))} / ${kib(median(own?.deepLink?.repeatWireBytes))}`]);
  rows.push(['rantai kritis setelah HTML <= 3', `${median(own?.dashboard?.chain) ?? '-'} / ${median(own?.deepLink?.chain) ?? '-'}`]);
  if (real) {
    const coba = median(loads('portal')?.deepLink?.firstVisibleMs);
    rows.push(['loopback: tautan dalam vs penjelajah tercepat', ratio(coba, fastestOf(real), 'lebih cepat')]);
  }
  const small = loads(`synthetic-${Math.min(...benchConfig.sizes)}`);
  const large = loads(`synthetic-${Math.max(...benchConfig.sizes)}`);
  if (small && large && benchConfig.sizes.length > 1) {
    rows.push(['terbesar vs terkecil: dashboard gzip <= +10%', pct(median(large.dashboard?.gzipBytes), median(small.dashboard?.gzipBytes))]);
    rows.push(["terbesar vs terkecil: 'Coba' terlihat <= +10%", pct(median(large.deepLink?.firstVisibleMs), median(small.deepLink?.firstVisibleMs))]);
  }
  if (real && 'cobaToFormColdMs' in real.portal) {
    const p = real.portal as Record<string, ReturnType<typeof summarize>>;
    const round = (v?: number) => (v === undefined ? '-' : String(Math.round(v)));
    rows.push(["'Coba' -> form <= 100 ms p95", `pertama ${round(p.cobaToFormColdMs?.max)} ms (maks), berikutnya p95 ${round(p.cobaToFormWarmMs?.p95)} ms`]);
    rows.push([
      'heap setelah siklus <= +10%',
      p.heapGrowth ? `${(p.heapGrowth.median * 100).toFixed(1)}% (objek tanpa kode terkompilasi V8: ${p.objectsGrowth ? `${(p.objectsGrowth.median * 100).toFixed(1)}%` : '-'})` : '-',
    ]);
  }
  return table(rows);
}

try {
  // `npm run bench -- --report` prints the tables of the last results again without measuring.
  if (process.argv.includes('--report')) {
    const last = JSON.parse(readFileSync(benchConfig.resultsFile, 'utf8')) as { results: Record<string, unknown>; install?: Install };
    console.log(printTables(last.results, last.install));
  } else {
    await main();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
