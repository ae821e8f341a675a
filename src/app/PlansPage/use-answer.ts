import { useCallback, useEffect, useState } from 'react';
import type { SessionAnswer } from './plans-api.ts';

export type Loaded<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; data: T };

/** Asks again whenever `key` changes; `reload` asks again with the same key (after a change). */
export function useAnswer<T>(key: string, ask: () => Promise<SessionAnswer<T>>): { loaded: Loaded<T>; reload: () => void } {
  const [round, setRound] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const reload = useCallback(() => setRound((r) => r + 1), []);
  useEffect(() => {
    let live = true;
    void ask().then((answer) => live && setLoaded(answer.ok ? { state: 'ready', data: answer.data } : { state: 'failed', message: answer.message }));
    return () => {
      live = false;
    };
    // The key says when the question changed; `ask` is a fresh closure each render.
  }, [key, round]); // eslint-disable-line react-hooks/exhaustive-deps
  return { loaded, reload };
}
