import { useEffect, useLayoutEffect, useMemo } from 'react';
import { createGroupRunner, type GroupRunner, type LoadedGroup } from '../../engine/index.ts';

/**
 * The engine's runner for a group panel's widgets; every request under way aborts when the panel
 * goes. Its identity changes only with the group's chunk: new callbacks are handed to the same
 * runner, because a parent that passes new ones after every request (a usage counter refresh)
 * would otherwise make every widget that loads on a new runner load again, without end.
 */
export function useGroupRunnerValue(
  loaded: LoadedGroup | null,
  getApiKey: () => string | null,
  onRequestDone?: () => void,
): GroupRunner | null {
  // The first callbacks only seed the runner; later ones arrive through setHooks.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const runner = useMemo(() => (loaded ? createGroupRunner(loaded, { getApiKey, onRequestDone }) : null), [loaded]);
  useLayoutEffect(() => runner?.setHooks({ getApiKey, onRequestDone }), [runner, getApiKey, onRequestDone]);
  useEffect(() => () => runner?.close(), [runner]);
  return runner;
}
