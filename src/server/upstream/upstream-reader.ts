import { messages } from '../../catalog/messages.ts';
import { apikeyOf, bearerToken } from '../accounts/index.ts';
import { fail } from '../common/index.ts';
import type { UpstreamKeysRepository } from '../store/index.ts';
import type { LogReader } from '../request-log/index.ts';

/** An id no account has: a key with nothing logged yet reads an empty log. */
const nobody = '00000000-0000-0000-0000-000000000000';

type Confirm = (token: string, apikey: string, requestId: string) => Promise<{ ok: true } | { ok: false; status: number; message: string }>;

/**
 * Upstream mode: the portal logs calls by key, and the upstream knows whose key it is. A request
 * carries its session (Bearer) and its key (`apikey`, as every call of the portal does); the
 * upstream's profile confirms they belong together, then the key's log is read.
 */
export function upstreamReader(confirm: Confirm, keys: Pick<UpstreamKeysRepository, 'knownOwner'>): LogReader {
  return async (request, reply) => {
    const token = bearerToken(request);
    if (!token) return void fail(reply, 401, messages.sessionExpired);
    const apikey = apikeyOf(request);
    if (!apikey) return void fail(reply, 401, messages.missingApiKey);
    const verdict = await confirm(token, apikey, request.id);
    if (!verdict.ok) return void fail(reply, verdict.status, verdict.message);
    return (await keys.knownOwner(apikey)) ?? nobody;
  };
}
