import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { profiles, type ProfileName } from './network.ts';

export const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function positiveInt(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

function sizes(raw: string | undefined): number[] {
  if (raw === undefined) return [60, 600, 3000];
  return raw
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n >= 2);
}

/** The explorers measured next to the portal (`BENCH_EXPLORERS`, comma separated; empty measures the portal alone). */
function explorerList(raw: string | undefined): string[] {
  return (raw ?? 'swagger-ui,scalar,redoc')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function profileList(raw: string | undefined): ProfileName[] {
  const names = (raw ?? 'loopback,slow4g').split(',').map((s) => s.trim());
  return names.filter((n): n is ProfileName => Object.hasOwn(profiles, n));
}

/** Everything the bench reads from the environment. */
export const benchConfig = {
  /** Interleaved runs for the real catalog (`BENCH_RUNS`). */
  runs: positiveInt(process.env.BENCH_RUNS, 7),
  /** Runs for synthetic catalogs up to 100 entries (`BENCH_RUNS_SCALE`). */
  runsScale: positiveInt(process.env.BENCH_RUNS_SCALE, 5),
  /** Runs for synthetic catalogs above 100 entries (`BENCH_RUNS_LARGE`): anchors take tens of seconds there. */
  runsLarge: positiveInt(process.env.BENCH_RUNS_LARGE, 3),
  /** Open/close cycles of one 'Coba' panel for the heap check (`BENCH_CYCLES`). */
  cycles: positiveInt(process.env.BENCH_CYCLES, 100),
  /** Synthetic catalog sizes (`BENCH_SIZES`, comma separated; empty skips scaling). */
  sizes: sizes(process.env.BENCH_SIZES),
  /** Longest wait for one page to show what is measured (`BENCH_TIMEOUT_MS`). */
  timeoutMs: positiveInt(process.env.BENCH_TIMEOUT_MS, 90_000),
  /** Network profiles (`BENCH_PROFILES`: loopback, slow4g); scaling runs on loopback only. */
  profiles: profileList(process.env.BENCH_PROFILES),
  /** Explorers measured next to the portal (`BENCH_EXPLORERS`: swagger-ui, scalar, redoc). */
  explorers: explorerList(process.env.BENCH_EXPLORERS),
  /** The portal measured: its project folder (`BENCH_PORTAL_ROOT`, to measure another checkout with this bench). */
  portalRoot: process.env.BENCH_PORTAL_ROOT ?? projectRoot,
  chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  resultsFile: process.env.BENCH_RESULTS ?? join(projectRoot, 'bench', 'results.json'),
  demo: { apikey: 'bench-key', token: 'bench-token' },
};
