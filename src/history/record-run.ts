import { onRun } from '../engine/index.ts';
import type { CatalogEntry } from '../catalog/types.ts';
import { splitInputs } from '../share/inputs.ts';
import { addHistory } from './store.ts';

/** What the sender measured of one answer. */
export interface RunMeasure {
  status: number;
  durationMs: number;
  size: number;
}

let counter = 0;

/** Keeps one run of an entry: its inputs without file contents or secrets, and what came back. */
export function recordRun(
  entry: Pick<CatalogEntry, 'id' | 'group' | 'title' | 'method' | 'path'>,
  inputs: Record<string, unknown>,
  measure: RunMeasure | null,
): void {
  const { values, files } = splitInputs(inputs);
  const time = Date.now();
  addHistory({
    id: `${time.toString(36)}-${(++counter).toString(36)}`,
    time,
    entryId: entry.id,
    group: entry.group,
    title: entry.title,
    method: entry.method,
    path: entry.path,
    status: measure?.status ?? 0,
    ok: measure !== null && measure.status >= 200 && measure.status < 300,
    durationMs: Math.round(measure?.durationMs ?? 0),
    size: measure?.size ?? 0,
    inputs: values,
    files,
  });
}

let subscription: (() => void) | null = null;

/**
 * Keeps every run the engine makes, whichever way it was started; returns the unsubscribe.
 * Every page that runs entries calls it; the runs are heard once however many do.
 */
export function recordEngineRuns(): () => void {
  subscription ??= onRun((event) =>
    recordRun(event.entry, event.inputs, {
      status: event.status === 'opened' ? 0 : event.status,
      durationMs: event.durationMs,
      size: event.size ?? 0,
    }),
  );
  const own = subscription;
  return () => {
    own();
    if (subscription === own) subscription = null;
  };
}
