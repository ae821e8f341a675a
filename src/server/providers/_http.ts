import { ProviderUnavailable } from './_types.ts';

/** The time cap ends the request or its body with a `TimeoutError`; anything else is a plain failure. */
function unreachable(url: URL, error: unknown): ProviderUnavailable {
  const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
  return new ProviderUnavailable(timedOut ? 'timeout' : 'failed', `${url.host}: ${String(error)}`);
}

/** GET a provider's JSON within `timeoutMs`; every way of not getting it is a `ProviderUnavailable`. */
export async function getJson(url: URL, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  } catch (error) {
    throw unreachable(url, error);
  }
  if (!response.ok) throw new ProviderUnavailable('failed', `${url.host}: HTTP ${response.status}`);
  try {
    return await response.json();
  } catch (error) {
    throw unreachable(url, error);
  }
}

/** A provider's field that must be there: a changed format is a failure, never a made-up value. */
export function field<T>(value: unknown, check: (v: unknown) => v is T, what: string): T {
  if (!check(value)) throw new ProviderUnavailable('failed', `unexpected format: ${what}`);
  return value;
}

export const isString = (v: unknown): v is string => typeof v === 'string';
export const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `base` + `path`, the base kept as a folder (a configured base may lack its trailing slash). */
export const under = (base: string, path: string): URL => new URL(path, base.endsWith('/') ? base : `${base}/`);
