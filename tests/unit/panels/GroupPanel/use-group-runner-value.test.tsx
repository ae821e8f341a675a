// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGroupRunnerValue } from '../../../../src/panels/GroupPanel/use-group-runner-value.ts';
import type { LoadedGroup } from '../../../../src/engine/loaded-entry.ts';

const group: LoadedGroup = { id: 'waifu', entries: [] };
afterEach(() => vi.unstubAllGlobals());

describe('runner grup untuk widget Waifu', () => {
  it('tetap sama saat induk memberi callback baru setelah setiap request, dan memakai yang terbaru', async () => {
    const { result, rerender } = renderHook(({ key, done }) => useGroupRunnerValue(group, () => key, done), {
      initialProps: { key: 'KUNCI-1', done: vi.fn() },
    });
    const first = result.current;
    const latestDone = vi.fn();
    rerender({ key: 'KUNCI-2', done: latestDone });
    expect(result.current).toBe(first);

    const fetch = vi.fn().mockResolvedValue(new Response('{"status":true}', { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    const withEntry: LoadedGroup = {
      id: 'waifu',
      entries: [{ entry: { id: 'waifu-ranking', method: 'GET', path: '/ranking', body: 'none', schema: { type: 'object', properties: {} }, error: 'Gagal mengambil data.', response: { kind: 'json' } }, schema: {}, validator: { validateFormData: () => ({ errors: [], errorSchema: {} }) } } as never],
    };
    const hook = renderHook(({ done }) => useGroupRunnerValue(withEntry, () => 'KUNCI-1', done), { initialProps: { done: vi.fn() } });
    hook.rerender({ done: latestDone });
    await hook.result.current?.run('waifu-ranking', {});
    expect(fetch.mock.calls[0][0]).toBe('/api/proxy/ranking?apikey=KUNCI-1');
    expect(latestDone).toHaveBeenCalledTimes(1);
  });
});
