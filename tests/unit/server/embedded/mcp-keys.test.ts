/** `/mcp` judges a key once; each tool call then carries that judgement in process, for that call only. */
import type { FastifyRequest } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { InternalCalls } from '../../../../src/server/embedded/caller.ts';
import { embeddedMcpKeys } from '../../../../src/server/embedded/mcp-keys.ts';
import { accountMessages } from '../../../../src/server/common/index.ts';
import type { Account } from '../../../../src/server/store/index.ts';
import type { PortalApi } from '../../../../src/mcp/portal-api.ts';

const account = { id: 'akun-mcp', username: 'agen' } as Account;
let lookups = 0;
const keys = {
  lookup: async (apikey: string) => {
    lookups += 1;
    return apikey === 'kunci-agen' ? { account, key: { id: 'kunci-agen-id', name: 'Kunci utama', main: true, scope: null, dailyCap: null }, expiresAt: null } : undefined;
  },
  replaced: async (apikey: string) => apikey === 'kunci-lama',
};
const log = pino({ level: 'silent' });
const asRequest = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe('embeddedMcpKeys', () => {
  it('refuses a replaced key with its own message', async () => {
    expect(await embeddedMcpKeys(keys, new InternalCalls()).admit('kunci-lama', log)).toEqual({ refused: accountMessages.apikeyReplaced });
  });

  it('each tool call carries a one-time, counted token for the judged account; the key is looked up once', async () => {
    const internal = new InternalCalls();
    lookups = 0;
    const admitted = await embeddedMcpKeys(keys, internal).admit('kunci-agen', log);
    if (!('through' in admitted)) throw new Error('the key was refused');
    const seen: Record<string, string>[] = [];
    const inner: PortalApi = async (request) => {
      seen.push(request.headers);
      // Taken as the caller hook takes it, while the call runs.
      expect(internal.take(asRequest(request.headers))).toEqual({ admitted: { account, key: expect.objectContaining({ id: 'kunci-agen-id' }) }, counted: true });
      return { ok: false, status: 0, message: '' };
    };
    const api = admitted.through(inner);
    await api({ method: 'GET', url: '/api/proxy/tools/a', headers: {} }, '');
    await api({ method: 'GET', url: '/api/proxy/tools/b', headers: {} }, '');
    expect(lookups).toBe(1);
    const [first, second] = seen.map((headers) => headers[InternalCalls.header]);
    expect(first).not.toBe(second);
    // Spent: a token seen on the wire cannot be replayed.
    expect(internal.take(asRequest({ [InternalCalls.header]: first ?? '' }))).toBeUndefined();
  });

  it('a token whose request never reached the caller hook is forgotten once the call ends', async () => {
    const internal = new InternalCalls();
    const admitted = await embeddedMcpKeys(keys, internal).admit('kunci-agen', log);
    if (!('through' in admitted)) throw new Error('the key was refused');
    let token = '';
    await admitted.through(async (request) => {
      token = request.headers[InternalCalls.header] ?? '';
      return { ok: false, status: 429, message: 'dibatasi sebelum hook' };
    })({ method: 'GET', url: '/api/proxy/tools/a', headers: {} }, '');
    expect(token).not.toBe('');
    expect(internal.take(asRequest({ [InternalCalls.header]: token }))).toBeUndefined();
  });
});
