import type { HistoryRecord } from './types.ts';

/** The browser keeps the last runs only: enough to go back to, small enough for localStorage. */
export const historyLimit = 100;
const storageKey = 'portalHistory';

const listeners = new Set<() => void>();
let cache: HistoryRecord[] | null = null;

function isRecord(value: unknown): value is HistoryRecord {
  const r = value as Partial<HistoryRecord> | null;
  return typeof r === 'object' && r !== null && typeof r.id === 'string' && typeof r.entryId === 'string' && typeof r.time === 'number';
}

/** The runs, newest first; a damaged store reads as empty rather than breaking the page. */
export function readHistory(): HistoryRecord[] {
  if (cache) return cache;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    cache = Array.isArray(parsed) ? parsed.filter(isRecord) : [];
  } catch {
    cache = [];
  }
  return cache;
}

function write(records: HistoryRecord[]) {
  cache = records;
  // A full storage drops the oldest runs until the list fits.
  for (let keep = records.length; keep >= 0; keep = keep === 0 ? -1 : Math.floor(keep / 2)) {
    try {
      localStorage.setItem(storageKey, JSON.stringify(records.slice(0, keep)));
      break;
    } catch {
      // Try again with fewer.
    }
  }
  listeners.forEach((listener) => listener());
}

export function addHistory(record: HistoryRecord): void {
  write([record, ...readHistory()].slice(0, historyLimit));
}

export function clearHistory(): void {
  cache = [];
  localStorage.removeItem(storageKey);
  listeners.forEach((listener) => listener());
}

/** For `useSyncExternalStore`: other tabs' changes arrive through the storage event. */
export function subscribeHistory(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKey && event.key !== null) return;
    cache = null;
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
