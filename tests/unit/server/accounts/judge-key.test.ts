/** The one rule every door of the portal applies to an API key. */
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../../src/catalog/messages.ts';
import { judgeKey } from '../../../../src/server/accounts/judge-key.ts';
import { accountMessages, HttpError, serverMessages } from '../../../../src/server/common/index.ts';
import type { Account, ApiKeysRepository, KeyFacts } from '../../../../src/server/store/index.ts';

const account = { id: 'akun-1', username: 'sari' } as Account;
const key: KeyFacts = { id: 'kunci-1', name: 'Kunci utama', main: true, scope: null, dailyCap: null };
const keys: Pick<ApiKeysRepository, 'lookup' | 'replaced'> = {
  lookup: async (apikey) => (apikey === 'kunci-kini' ? { account, key, expiresAt: null } : undefined),
  replaced: async (apikey) => apikey === 'kunci-lama',
};
const log = pino({ level: 'silent' });

describe('judgeKey', () => {
  it('admits a current key with its account and what the key itself may do', async () => {
    expect(await judgeKey(keys, 'kunci-kini', log)).toEqual({ ok: true, account, key });
  });

  it('says a key replaced past its grace was replaced, and any other key (or none) is invalid', async () => {
    expect(await judgeKey(keys, 'kunci-lama', log)).toEqual({ ok: false, message: accountMessages.apikeyReplaced });
    expect(await judgeKey(keys, 'kunci-karangan', log)).toEqual({ ok: false, message: messages.invalidApiKey });
    expect(await judgeKey(keys, undefined, log)).toEqual({ ok: false, message: messages.invalidApiKey });
  });

  it('a store that cannot answer is a 503 with the Indonesian message, never a refusal of the key', async () => {
    const down = { ...keys, lookup: () => Promise.reject(new Error('koneksi putus')) };
    const judged = judgeKey(down, 'kunci-kini', log);
    await expect(judged).rejects.toBeInstanceOf(HttpError);
    await expect(judged).rejects.toMatchObject({ statusCode: 503, message: serverMessages.quotaUnavailable });
  });
});
