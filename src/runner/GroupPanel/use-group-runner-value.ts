import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { buildRequest, MissingApiKeyError } from '../build-request.ts';
import { FileStore } from '../file-store.ts';
import type { GroupRunner } from '../group-runner.ts';
import type { LoadedGroup } from '../loaded-entry.ts';
import { sendRequest } from '../send-request.ts';

/**
 * The runner a group panel offers its widgets; every request under way aborts when the panel goes.
 * Its identity changes only with the group's chunk: the callbacks are read through refs, because
 * a parent that passes new ones after every request (a usage counter refresh) would otherwise
 * make every widget that loads on a new runner load again, without end.
 */
export function useGroupRunnerValue(
  loaded: LoadedGroup | null,
  getApiKey: () => string | null,
  onRequestDone?: () => void,
): GroupRunner | null {
  const live = useRef(new Set<AbortController>());
  const callbacks = useRef({ getApiKey, onRequestDone });
  useLayoutEffect(() => {
    callbacks.current = { getApiKey, onRequestDone };
  }, [getApiKey, onRequestDone]);
  useEffect(() => {
    const controllers = live.current;
    return () => controllers.forEach((c) => c.abort());
  }, []);

  return useMemo(() => {
    if (!loaded) return null;
    return {
      groupId: loaded.id,
      entries: loaded.entries,
      async run(entryId, inputs, options = {}) {
        const found = loaded.entries.find((e) => e.entry.id === entryId);
        if (!found) throw new Error(`Entri '${entryId}' tidak ada di grup ${loaded.id}`);
        let request;
        try {
          request = buildRequest(found.entry, inputs, callbacks.current.getApiKey(), new FileStore());
        } catch (error) {
          if (error instanceof MissingApiKeyError) return { ok: false, status: 0, message: error.message };
          throw error;
        }
        const controller = new AbortController();
        const onAbort = () => controller.abort();
        options.signal?.addEventListener('abort', onAbort);
        live.current.add(controller);
        try {
          return await sendRequest(request, found.entry.error, { signal: controller.signal });
        } finally {
          live.current.delete(controller);
          options.signal?.removeEventListener('abort', onAbort);
          callbacks.current.onRequestDone?.();
        }
      },
    } satisfies GroupRunner;
  }, [loaded]);
}
