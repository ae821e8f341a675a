import { messages } from '../catalog/messages.ts';
import { buildPreparedRequest, MissingApiKeyError, type BuiltRequest } from './build-request.ts';
import type { SuccessAnswer } from './classify-answer.ts';
import { FileStore } from './file-store.ts';
import type { LoadedEntry } from './loaded-entry.ts';
import { whenValidatorReady } from './lazy-validator.ts';
import { readFormInputs, type Inputs } from './prepare.ts';
import { chooseResponse, resolveView, type ResolvedView } from './resolve-view.ts';
import type { ResponseMeta } from './response-meta.ts';
import { emitRun, type RunListener } from './run-events.ts';
import { sendRequest } from './send-request.ts';

export interface RunOptions {
  apiKey: string | null;
  /** Where the form's chosen files wait; a run without file inputs needs none. */
  files?: FileStore;
  /** Aborts the request under way (leaving the panel); the run then rejects. */
  signal?: AbortSignal;
  /** Open `link` answers in a new tab (the default) or send them like any other request. */
  openLinks?: boolean;
  /** How a link is opened; `window.open` in a new tab by default. */
  openTab?: (url: string) => void;
  onRun?: RunListener;
  /** Hears the answer's status, headers, size and timing (the response inspector). */
  onMeta?: (meta: ResponseMeta) => void;
}

export type RunOutcome =
  | { phase: 'success'; answer: SuccessAnswer; inputs: Inputs; request: BuiltRequest; view: Extract<ResolvedView, { fits: true }> }
  | { phase: 'opened'; url: string; request: BuiltRequest }
  | { phase: 'error'; status: number; message: string; data?: unknown; request?: BuiltRequest };

const openInNewTab = (url: string) => void window.open(url, '_blank', 'noopener');

/**
 * One run of an entry, whichever way it starts (submit, preset button, free preset, a widget's
 * group runner): read the inputs (`readInputs`: empties, types, transforms, check, defaults) → build → open in a new tab
 * or send → classify → resolve the view. Faults come back as an 'error' outcome in Indonesian;
 * only the caller's own abort rejects.
 */
export async function runEntry(loaded: LoadedEntry, values: Inputs, options: RunOptions): Promise<RunOutcome> {
  const { entry } = loaded;
  await whenValidatorReady(loaded.validator);
  const read = readFormInputs(loaded, values);
  if (!read.ok) return { phase: 'error', status: 0, message: read.messages[0] };
  const inputs = read.values;
  let request: BuiltRequest;
  try {
    request = buildPreparedRequest(entry, inputs, options.apiKey, options.files ?? new FileStore());
  } catch (error) {
    if (error instanceof MissingApiKeyError) return { phase: 'error', status: 0, message: error.message };
    throw error;
  }
  const started = performance.now();
  const report = (status: number | 'opened', ok: boolean, size?: number) =>
    emitRun({ entry, entryId: entry.id, inputs, request, status, ok, durationMs: performance.now() - started, size }, options.onRun);
  if (options.openLinks !== false && chooseResponse(entry.response, inputs).kind === 'link') {
    (options.openTab ?? openInNewTab)(request.url);
    report('opened', true);
    return { phase: 'opened', url: request.url, request };
  }
  let measured: ResponseMeta | undefined;
  const onMeta = (meta: ResponseMeta) => {
    measured = meta;
    options.onMeta?.(meta);
  };
  const answer = await sendRequest(request, entry.error, { signal: options.signal, onMeta });
  if (!answer.ok) {
    report(answer.status, false, measured?.size);
    return { phase: 'error', status: answer.status, message: answer.message, data: answer.data, request };
  }
  const size = measured?.size ?? ('blob' in answer ? answer.blob.size : undefined);
  const view = resolveView(entry.response, inputs, answer);
  report(answer.status, view.fits, size);
  // A success that is no picture where a picture was promised is a broken answer, not a result.
  if (!view.fits) return { phase: 'error', status: answer.status, message: messages.invalidFormat, data: answer.as === 'json' ? answer.data : undefined, request };
  return { phase: 'success', answer, inputs, request, view };
}
