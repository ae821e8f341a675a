import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { runEntry, type FileStore, type LoadedEntry, type ResponseMeta, type RunOutcome } from '../../engine/index.ts';

export type RunState = { phase: 'idle' } | { phase: 'loading' } | RunOutcome;

/**
 * One entry's runs in a panel, through the engine's pipeline, with toasts for failure and success.
 * A second submit while one is under way is ignored; leaving the panel aborts the request under way.
 */
export function useEntryRun(loaded: LoadedEntry, files: FileStore, getApiKey: () => string | null, onDone?: () => void) {
  const { entry } = loaded;
  const [state, setState] = useState<RunState>({ phase: 'idle' });
  const [meta, setMeta] = useState<ResponseMeta | null>(null);
  const controller = useRef<AbortController | null>(null);
  const busy = useRef(false);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (values: Record<string, unknown>) => {
      if (busy.current) return;
      busy.current = true;
      controller.current = new AbortController();
      setState({ phase: 'loading' });
      setMeta(null);
      try {
        const outcome = await runEntry(loaded, values, { apiKey: getApiKey(), files, signal: controller.current.signal, onMeta: setMeta });
        setState(outcome);
        if (outcome.phase === 'error') notifications.show({ color: 'red', title: entry.title, message: outcome.message });
        // A stored example is no success to celebrate: the answer's own notice says what it is.
        if (outcome.phase === 'success' && entry.success && !outcome.answer.example) notifications.show({ color: 'green', title: entry.title, message: entry.success });
        if (outcome.request && outcome.phase !== 'opened') onDone?.();
      } catch {
        // Aborted because the panel closed: nothing left to show.
      } finally {
        busy.current = false;
      }
    },
    [loaded, entry, files, getApiKey, onDone],
  );

  /** Forgets the last answer (result, inspector, download): the inputs changed or no longer pass. */
  const reset = useCallback(() => {
    setState({ phase: 'idle' });
    setMeta(null);
  }, []);
  return { state, run, reset, meta };
}
