import { createContext, useContext } from 'react';
import type { GroupRunner } from '../engine/index.ts';

/** The engine's runner of the group panel a widget is in (provided by the panel). */
export const GroupRunnerContext = createContext<GroupRunner | null>(null);

/** The group runner of the panel this component is in; null outside a loaded group panel. */
export function useGroupRunner(): GroupRunner | null {
  return useContext(GroupRunnerContext);
}
