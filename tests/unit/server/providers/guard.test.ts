import { describe, expect, it } from 'vitest';
import { maxCachedAnswers, ProviderGuard } from '../../../../src/server/providers/_guard.ts';
import { ProviderUnavailable } from '../../../../src/server/providers/_types.ts';

const settings = { cacheMs: 60_000, failures: 3, coolDownMs: 30_000, now: () => 0 };

describe('ProviderGuard', () => {
  it(`keeps at most ${maxCachedAnswers} answers: past that the oldest is asked again, the others are not`, async () => {
    const guard = new ProviderGuard<string>(settings);
    let calls = 0;
    const ask = (key: string) => guard.run(key, async () => `${key}:${++calls}`);
    for (let i = 0; i <= maxCachedAnswers; i++) await ask(`kota-${i}`);
    expect(calls).toBe(maxCachedAnswers + 1);
    expect(await ask('kota-1')).toBe('kota-1:2');
    expect(await ask('kota-0')).toBe(`kota-0:${maxCachedAnswers + 2}`);
  });

  it('while the trial call of a half-open breaker is under way, other calls are refused at once', async () => {
    let now = 0;
    const guard = new ProviderGuard<string>({ ...settings, now: () => now });
    const failing = async (): Promise<string> => {
      throw new ProviderUnavailable('failed', 'HTTP 500');
    };
    for (let i = 0; i < 3; i++) await expect(guard.run(`k${i}`, failing)).rejects.toMatchObject({ reason: 'failed' });
    now += 30_000;
    let finish: (value: string) => void = () => undefined;
    const trial = guard.run('a', () => new Promise<string>((resolve) => (finish = resolve)));
    expect(guard.state).toBe('half-open');
    await expect(guard.run('b', async () => 'b')).rejects.toMatchObject({ reason: 'breaker-open' });
    finish('a');
    expect(await trial).toBe('a');
    expect(guard.state).toBe('closed');
    expect(await guard.run('b', async () => 'b')).toBe('b');
  });
});
