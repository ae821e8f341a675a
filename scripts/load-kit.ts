/** What the load runs share: autocannon (from `bench/load`, installed on first use), loopback ports, child processes, bounds and the table. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireFromTool } from './bench/own-package.ts';

export interface Histogram {
  average: number;
  p50: number;
  p99: number;
  max: number;
  total: number;
}
export interface Result {
  requests: Histogram;
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  '5xx': number;
  /** Answers per HTTP status, e.g. `{ '429': { count: 812 } }`. */
  statusCodeStats: Record<string, { count: number }>;
  duration: number;
}
export type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  maxOverallRequests: number;
  /** Requests a second across all connections (a steady stream); none: as fast as answered. */
  overallRate?: number;
  method?: string;
  body?: string;
  headers?: Record<string, string>;
  renderProgressBar?: boolean;
}) => Promise<Result>;

export const autocannon = requireFromTool<Autocannon>('load', 'autocannon');
export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const host = '127.0.0.1';

export function bounded(raw: string | undefined, fallback: number, max: number): number {
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? Math.min(value, max) : fallback;
}
export const seconds = bounded(process.env.LOAD_SECONDS, 5, 30);
export const maxRequests = bounded(process.env.LOAD_MAX_REQUESTS, 50_000, 200_000);
export const connections = bounded(process.env.LOAD_CONNECTIONS, 10, 100);

/** A port free on loopback right now (bound, then released for the child to take). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, host, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** Starts a child and waits until its output contains `ready`. */
export function start(name: string, args: string[], env: NodeJS.ProcessEnv, ready: string, cwd = root): Promise<ChildProcess> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => fail(new Error(`${name} tidak siap dalam 30 detik:\n${output}`)), 30_000);
    const watch = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) {
        clearTimeout(timer);
        done(child);
      }
    };
    child.stdout?.on('data', watch);
    child.stderr?.on('data', watch);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`${name} berhenti (kode ${code}):\n${output}`));
    });
  });
}

/** A well-behaved client: one connection, the next request only once the last one was answered. */
export function oneAtATime(url: string, headers: Record<string, string>, duration: number): Promise<Result> {
  return autocannon({ url, connections: 1, duration, maxOverallRequests: 100_000, headers, renderProgressBar: false });
}

/** Resident memory of a process in MB (`VmRSS` of /proc/<pid>/status; Linux). */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

export function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r: string[]) => `| ${r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  return [line(rows[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

/** A data folder of its own for a portal under load (`PORTAL_DATA_DIR`), removed by `remove()` once the portal has stopped. */
export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'portal-load-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
