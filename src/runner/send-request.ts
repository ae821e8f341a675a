import { messages } from '../catalog/messages.ts';
import type { BuiltRequest } from './build-request.ts';
import { classifyAnswer, type Answer } from './classify-answer.ts';

export const defaultTimeoutMs = 60_000;

/**
 * Sends a built request with a timeout; the caller's signal aborts it (leaving a panel). Network
 * failures and timeouts become answers with an Indonesian message, never thrown errors.
 */
export async function sendRequest(
  request: BuiltRequest,
  fallbackError: string,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<Answer> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? defaultTimeoutMs);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: controller.signal,
    });
    return await classifyAnswer(response, fallbackError);
  } catch (error) {
    if (timedOut) return { ok: false, status: 0, message: messages.timeout };
    if (options.signal?.aborted) throw error;
    return { ok: false, status: 0, message: messages.networkError };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}
