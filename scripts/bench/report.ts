import type { Summary } from './stats.ts';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);

export function formatSummary(summary: Summary | null | undefined, unit: 'ms' | 'bytes' | 'mib'): string {
  if (!summary) return '-';
  const f = unit === 'ms' ? ms : unit === 'bytes' ? kib : (v: number) => `${(v / 1024 / 1024).toFixed(1)} MiB`;
  const range = summary.min === summary.max ? '' : ` [${f(summary.min)}-${f(summary.max)}]`;
  return `${f(summary.median)}${range}`;
}

/** A plain text table: first row is the header. */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  const line = (r: string[]) => r.map((cell, c) => cell.padEnd(widths[c]!)).join(' | ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.slice(1).map(line)].join('\n');
}
