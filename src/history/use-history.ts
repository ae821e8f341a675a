import { useSyncExternalStore } from 'react';
import { readHistory, subscribeHistory } from './store.ts';
import type { HistoryRecord } from './types.ts';

const none: HistoryRecord[] = [];

/** The kept runs, newest first, re-rendering on every new run or clear (in any tab). */
export function useHistory(): HistoryRecord[] {
  return useSyncExternalStore(subscribeHistory, readHistory, () => none);
}
