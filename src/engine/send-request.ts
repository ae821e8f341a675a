import { portalClientHeader } from '../catalog/portal-client.ts';
import { messages } from '../catalog/messages.ts';
import type { BuiltRequest } from './build-request.ts';
import { classifyAnswer, type ClassifiedAnswer } from './classify-answer.ts';
import { measuredResponse, type ResponseMeta } from './response-meta.ts';

export const defaultTimeoutMs = 60_000;

export { portalClientHeader };
export type PortalClient = 'portal' | 'mcp';

/** The body stopped before its end: a short file must never pass for the whole one. */

/**
 * Sends a built request with a timeout (it covers the body too: a stalled download times out);
 * the caller's signal aborts it (leaving a panel). Network failures, timeouts and bodies cut
 * mid-way become answers with an Indonesian message, never thrown errors; only the caller's own
 * abort is rethrown.
 */
export async function sendRequest(
  request: BuiltRequest,
  fallbackError: string,
  options: { signal?: AbortSignal; timeoutMs?: number; onMeta?: (meta: ResponseMeta) => void; client?: PortalClient } = {},
): Promise<ClassifiedAnswer> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? defaultTimeoutMs);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  let answered = false;
  const started = performance.now();
  try {
    const sent = await fetch(request.url, {
      method: request.method,
      // The server's request log names who called: the portal's own runs say so (a header set on the request wins).
      headers: { [portalClientHeader]: options.client ?? 'portal', ...request.headers },
      body: request.body,
      signal: controller.signal,
    });
    answered = true;
    const { response, meta } = await measuredResponse(sent, started);
    options.onMeta?.(meta);
    return await classifyAnswer(response, fallbackError);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (timedOut) return { ok: false, status: 0, message: messages.timeout };
    return { ok: false, status: 0, message: answered ? messages.bodyCut : messages.networkError };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}
