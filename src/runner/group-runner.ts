import { createContext, useContext } from 'react';
import type { Answer } from './classify-answer.ts';
import type { LoadedEntry } from './loaded-entry.ts';

/**
 * Lets a widget call another entry of its own group with the runner's request builder (the apikey
 * from the session, the same validation-free path as 'Coba'), e.g. a search result that opens the
 * detail entry, or the waifu tabs that claim and release. Requests run here abort when the group
 * panel closes.
 */
export interface GroupRunner {
  groupId: string;
  entries: LoadedEntry[];
  run(entryId: string, inputs: Record<string, unknown>, options?: { signal?: AbortSignal }): Promise<Answer>;
}

export const GroupRunnerContext = createContext<GroupRunner | null>(null);

/** The group runner of the panel this component is in; null outside a loaded group panel. */
export function useGroupRunner(): GroupRunner | null {
  return useContext(GroupRunnerContext);
}
