import { notifications } from '@mantine/notifications';
import { messages } from '../catalog/messages.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CatalogEntry } from '../catalog/types.ts';
import { buildRequest, MissingApiKeyError } from './build-request.ts';
import type { Answer } from './classify-answer.ts';
import type { FileStore } from './file-store.ts';
import { chooseResponse } from './response-choice.ts';
import { sendRequest } from './send-request.ts';
import { recordRun } from '../history/record-run.ts';
import type { ResponseMeta } from '../inspector/response-meta.ts';

export type RunState =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'success'; answer: Extract<Answer, { ok: true }>; inputs: Record<string, unknown>; url: string }
  | { phase: 'opened'; url: string }
  | { phase: 'error'; message: string; data?: unknown };

/**
 * One entry's run: build, send, classify. A second submit while one is under way is ignored;
 * leaving the panel aborts the request under way.
 */
export function useEntryRun(entry: CatalogEntry, files: FileStore, getApiKey: () => string | null, onDone?: () => void) {
  const [state, setState] = useState<RunState>({ phase: 'idle' });
  const [meta, setMeta] = useState<ResponseMeta | null>(null);
  const controller = useRef<AbortController | null>(null);
  const busy = useRef(false);

  useEffect(() => () => controller.current?.abort(), []);

  const fail = useCallback((message: string, data?: unknown) => {
    setState({ phase: 'error', message, data });
    notifications.show({ color: 'red', title: entry.title, message });
  }, [entry.title]);

  const run = useCallback(
    async (inputs: Record<string, unknown>) => {
      if (busy.current) return;
      let request;
      try {
        request = buildRequest(entry, inputs, getApiKey(), files);
      } catch (error) {
        if (error instanceof MissingApiKeyError) return fail(error.message);
        throw error;
      }
      if (chooseResponse(entry.response, inputs).kind === 'link') {
        window.open(request.url, '_blank', 'noopener');
        setState({ phase: 'opened', url: request.url });
        return;
      }
      busy.current = true;
      controller.current = new AbortController();
      setState({ phase: 'loading' });
      setMeta(null);
      try {
        let measured: ResponseMeta | null = null;
        const onMeta = (m: ResponseMeta) => setMeta((measured = m));
        const answer = await sendRequest(request, entry.error, { signal: controller.current.signal, onMeta });
        recordRun(entry, inputs, measured);
        if (!answer.ok) fail(answer.message, answer.data);
        else if (chooseResponse(entry.response, inputs).kind === 'image' && answer.as !== 'blob') {
          // A success that is no picture where a picture was promised is a broken answer, not a result.
          fail(messages.invalidFormat, answer.as === 'json' ? answer.data : undefined);
        } else {
          setState({ phase: 'success', answer, inputs, url: request.url });
          if (entry.success) notifications.show({ color: 'green', title: entry.title, message: entry.success });
        }
        onDone?.();
      } catch {
        // Aborted because the panel closed: nothing left to show.
      } finally {
        busy.current = false;
      }
    },
    [entry, files, getApiKey, fail, onDone],
  );

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, run, reset, meta };
}
