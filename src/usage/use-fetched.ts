import { useCallback, useEffect, useState } from 'react';
import type { Fetched } from './usage-api.ts';

export type Loaded<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; data: T };

/**
 * Fetches again whenever `key` changes (a range, a filter); until the answer to the current
 * question arrives it is 'loading' (an older answer is never shown for a newer question).
 * `reload` asks again with the same key. `question` names the answer shown, for state kept beside it.
 */
export function useFetched<T>(key: string, load: (signal: AbortSignal) => Promise<Fetched<T>>): { loaded: Loaded<T>; reload: () => void; question: string } {
  const [round, setRound] = useState(0);
  const question = `${round} ${key}`;
  const [answer, setAnswer] = useState<{ question: string; loaded: Loaded<T> } | null>(null);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (result) => setAnswer({ question, loaded: result.ok ? { state: 'ready', data: result.data } : { state: 'failed', message: result.message } }),
      () => undefined,
    );
    return () => controller.abort();
    // `load` is a fresh closure each render; the question says when it changed.
  }, [question]); // eslint-disable-line react-hooks/exhaustive-deps
  return { loaded: answer?.question === question ? answer.loaded : { state: 'loading' }, reload, question };
}
