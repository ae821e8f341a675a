/** Median, min and max of a series (and p95 when there are enough samples to mean something). */
export interface Summary {
  median: number;
  min: number;
  max: number;
  p95?: number;
  samples: number;
}

export function summarize(values: number[]): Summary | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  const summary: Summary = { median, min: sorted[0]!, max: sorted[sorted.length - 1]!, samples: sorted.length };
  if (sorted.length >= 20) summary.p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
  return summary;
}
