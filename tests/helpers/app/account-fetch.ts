import { vi } from 'vitest';
import { json, profileOf } from './harness.tsx';

/** One answer of the faked server: a body and its status, or a network failure. */
export type Answer = { body: unknown; status?: number } | 'network-error' | 'pending';

/**
 * A fetch that answers by path: the profile with `nama`, the account API from `answers`. Every call
 * is kept, so a test can read the request the page sent.
 */
export function accountFetch(answers: Record<string, Answer>, nama = 'Demo Developer') {
  return vi.fn().mockImplementation((url: string) => {
    const path = url.split('?')[0]!;
    const answer = answers[path] ?? (path === '/api/proxy/profile' ? { body: { status: true, data: { ...profileOf('USER', 1, 10), nama } } } : undefined);
    if (!answer) return Promise.resolve(json({ status: false, message: `tidak diharapkan: ${path}` }, 404));
    if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'pending') return new Promise(() => {});
    return Promise.resolve(json(answer.body, answer.status ?? 200));
  });
}

/** The calls made to one path, as `{ url, headers, body }` with the JSON body parsed. */
export function callsTo(fetch: ReturnType<typeof vi.fn>, path: string) {
  return (fetch.mock.calls as [string, RequestInit | undefined][])
    .filter(([url]) => url.split('?')[0] === path)
    .map(([url, init]) => ({
      url,
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }));
}
