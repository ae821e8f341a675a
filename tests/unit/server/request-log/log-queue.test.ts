/** The log's queue: batches off the answer's path, nothing lost when a write fails or the server stops. */
import { describe, expect, it } from 'vitest';
import { LogQueue } from '../../../../src/server/request-log/log-queue.ts';
import type { LoggedCall } from '../../../../src/server/store/request-log-repository.ts';
import { loggedInputs } from '../../../../src/server/request-log/logged-inputs.ts';
import { clientOf } from '../../../../src/server/request-log/client.ts';

const call = (id: string): LoggedCall => ({
  id, accountId: 'a', at: new Date(), method: 'GET', entry: 'cuaca', path: '/api/proxy/features/cuaca', status: 200,
  durationMs: 1, bytesIn: 0, bytesOut: 10, client: 'curl', message: null, inputs: { values: {}, files: {}, masked: [] },
});

/** A repository that keeps what it is given, failing the writes it is told to. */
function store(failures = 0) {
  const batches: string[][] = [];
  let left = failures;
  return {
    batches,
    write: async (calls: LoggedCall[]) => {
      if (left-- > 0) throw new Error('store unavailable');
      batches.push(calls.map((c) => c.id));
    },
  };
}

describe('LogQueue', () => {
  it('writes nothing on push; one batch after the interval, or at once when the batch is full', async () => {
    const repo = store();
    const queue = new LogQueue(repo, { flushMs: 30, maxBatch: 3 });
    queue.push(call('1'));
    queue.push(call('2'));
    expect(repo.batches).toEqual([]);
    await new Promise((r) => setTimeout(r, 80));
    expect(repo.batches).toEqual([['1', '2']]);
    for (const id of ['3', '4', '5']) queue.push(call(id));
    await queue.flush();
    expect(repo.batches).toEqual([['1', '2'], ['3', '4', '5']]);
    await queue.close();
  });

  it('keeps a batch whose write failed and writes it on close, each call once', async () => {
    const repo = store(1);
    const queue = new LogQueue(repo, { flushMs: 600_000, onError: () => {} });
    queue.push(call('1'));
    await queue.flush();
    expect(queue.pending).toBe(1);
    queue.push(call('2'));
    await queue.close();
    expect(repo.batches).toEqual([['1', '2']]);
    expect(queue.pending).toBe(0);
  });
});

describe('LogQueue and the day\'s counts', () => {
  it('lets the counts commit first before each piece while it is not far behind', async () => {
    const repo = store();
    const turns: string[] = [];
    let release!: () => void;
    const queue = new LogQueue(
      { write: async (calls) => void turns.push(`tulis ${calls.length}`) },
      { flushMs: 600_000, yieldTo: () => new Promise<void>((resolve) => (turns.push('tunggu'), (release = resolve))) },
    );
    for (let i = 0; i < 300; i++) queue.push(call(String(i)));
    const flushed = queue.flush();
    await new Promise((r) => setTimeout(r, 20));
    // The first piece waits until the counts are done.
    expect(turns).toEqual(['tunggu']);
    release();
    await new Promise((r) => setTimeout(r, 20));
    expect(turns).toEqual(['tunggu', 'tulis 250', 'tunggu']);
    release();
    await flushed;
    expect(turns).toEqual(['tunggu', 'tulis 250', 'tunggu', 'tulis 50']);
    expect(repo.batches).toEqual([]);
  });

  it('stops waiting for the counts once 2,000 calls wait, and writes larger pieces: under any load the log keeps up', async () => {
    let waits = 0;
    const written: number[] = [];
    const queue = new LogQueue({ write: async (calls) => void written.push(calls.length) }, { flushMs: 600_000, maxBatch: 100_000, yieldTo: async () => void waits++ });
    for (let i = 0; i < 2_050; i++) queue.push(call(String(i)));
    await queue.flush();
    expect(written.reduce((a, b) => a + b, 0)).toBe(2_050);
    // 2,050 behind: one piece of 500 without waiting; then 1,550 behind, pieces of 250, each after the counts.
    expect(written).toEqual([500, 250, 250, 250, 250, 250, 250, 50]);
    expect(waits).toBe(7);
  });
});

describe('what the log keeps of inputs and clients', () => {
  it('masks secret-looking names, keeps files by name, never the apikey', () => {
    expect(loggedInputs({ apikey: 'k', kota: 'Bandung', secret: 's3cr3t', accessToken: 't', jwt: 'eyJ', author: 'Budi', image: { name: 'foto.png', size: 10, type: 'image/png' } })).toEqual({
      values: { kota: 'Bandung', author: 'Budi' },
      files: { image: ['foto.png'] },
      masked: ['secret', 'accessToken', 'jwt'],
    });
  });

  it('keeps values up to 16,000 bytes of JSON, escapes counted, and drops them past it (files and names stay)', () => {
    const texts = (count: number, text: string) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`t${i}`, text]));
    const file = { name: 'catatan.txt', size: 5, type: 'text/plain' };
    expect(Object.keys(loggedInputs(texts(7, 'a'.repeat(2_000))).values)).toHaveLength(7);
    expect(loggedInputs({ ...texts(9, 'a'.repeat(2_000)), lampiran: file, password: 'p' })).toEqual({ values: {}, files: { lampiran: ['catatan.txt'] }, masked: ['password'] });
    // 2,000 quotes are 4,000 bytes once escaped: five of them weigh 20,000.
    expect(loggedInputs(texts(5, '"'.repeat(2_000))).values).toEqual({});
    expect(loggedInputs({ n: 12.5, ok: true, kota: 'Bandung' }).values).toEqual({ n: 12.5, ok: true, kota: 'Bandung' });
  });

  it('names the client from X-Portal-Client, else a curl/ user agent, else other', () => {
    expect(clientOf({ 'x-portal-client': 'mcp', 'user-agent': 'curl/8' })).toBe('mcp');
    expect(clientOf({ 'x-portal-client': 'Portal' })).toBe('portal');
    expect(clientOf({ 'x-portal-client': 'lain', 'user-agent': 'curl/8.5.0' })).toBe('curl');
    expect(clientOf({ 'user-agent': 'Mozilla/5.0' })).toBe('other');
    expect(clientOf({})).toBe('other');
  });
});
