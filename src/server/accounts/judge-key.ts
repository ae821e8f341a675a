import type { FastifyBaseLogger } from 'fastify';
import { messages } from '../../catalog/messages.ts';
import { accountMessages, HttpError, serverMessages } from '../common/index.ts';
import type { Account, ApiKeysRepository, KeyFacts } from '../store/index.ts';

/** A key that names an account, with what the key itself may do (its scope and cap). */
export interface AdmittedKey {
  account: Account;
  key?: KeyFacts;
}

/** What the portal answers of a key: its account, or the 401 message saying why not. */
export type KeyJudgement = ({ ok: true } & AdmittedKey) | { ok: false; message: string };

/**
 * The portal's one rule for an API key, wherever a key is read (the embedded API, `/mcp`, the
 * image proxy): a key of an enabled account is admitted; a key replaced past its grace is told so;
 * any other key (or none) is unknown. A store that cannot answer is a 503, never a refusal.
 */
export async function judgeKey(keys: Pick<ApiKeysRepository, 'lookup' | 'replaced'>, apikey: string | undefined, log: FastifyBaseLogger): Promise<KeyJudgement> {
  if (!apikey) return { ok: false, message: messages.invalidApiKey };
  try {
    const found = await keys.lookup(apikey);
    if (found) return { ok: true, account: found.account, key: found.key };
    return { ok: false, message: (await keys.replaced(apikey)) ? accountMessages.apikeyReplaced : messages.invalidApiKey };
  } catch (error) {
    log.error({ err: error }, 'store unavailable');
    throw new HttpError(503, serverMessages.quotaUnavailable);
  }
}
