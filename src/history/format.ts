/** Sizes as a developer reads them: bytes, then KB and MB (1024-based, id-ID decimals). */
export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = size / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString('id-ID', { maximumFractionDigits: 1 })} ${units[unit]}`;
}

export const formatDuration = (ms: number) => `${Math.round(ms).toLocaleString('id-ID')} ms`;

export const formatTime = (time: number) =>
  new Date(time).toLocaleString('id-ID', { day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit', second: '2-digit' });
