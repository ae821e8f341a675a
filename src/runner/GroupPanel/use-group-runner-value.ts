import { useEffect, useMemo, useRef } from 'react';
import { buildRequest, MissingApiKeyError } from '../build-request.ts';
import { FileStore } from '../file-store.ts';
import type { GroupRunner } from '../group-runner.ts';
import type { LoadedGroup } from '../loaded-entry.ts';
import { sendRequest } from '../send-request.ts';

/** The runner a group panel offers its widgets; every request under way aborts when the panel goes. */
export function useGroupRunnerValue(
  loaded: LoadedGroup | null,
  getApiKey: () => string | null,
  onRequestDone?: () => void,
): GroupRunner | null {
  const live = useRef(new Set<AbortController>());
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
          request = buildRequest(found.entry, inputs, getApiKey(), new FileStore());
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
          onRequestDone?.();
        }
      },
    } satisfies GroupRunner;
  }, [loaded, getApiKey, onRequestDone]);
}
