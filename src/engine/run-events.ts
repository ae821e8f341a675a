import type { CatalogEntry } from '../catalog/types.ts';
import type { BuiltRequest } from './build-request.ts';

/** One finished run, for whatever keeps a record of them (history, share links, snippets). */
export interface RunEvent {
  entry: Pick<CatalogEntry, 'id' | 'group' | 'title' | 'method' | 'path'>;
  entryId: string;
  /** The inputs after transforms: what was validated and sent. */
  inputs: Record<string, unknown>;
  request: BuiltRequest;
  /** 'opened' for a link opened in a new tab; else the answer's HTTP status (0 when none arrived). */
  status: number | 'opened';
  ok: boolean;
  durationMs: number;
  /** Bytes of the answer body, when one arrived. */
  size?: number;
}

export type RunListener = (event: RunEvent) => void;

const listeners = new Set<RunListener>();

/** Hears every run of every entry, whichever way it was started; returns the unsubscribe. */
export function onRun(listener: RunListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitRun(event: RunEvent, own?: RunListener): void {
  own?.(event);
  for (const listener of listeners) listener(event);
}
