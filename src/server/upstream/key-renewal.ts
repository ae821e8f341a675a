import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apikeyOf, bearerToken } from '../accounts/index.ts';
import type { UpstreamKeysRepository } from '../store/index.ts';
import { tapBody } from '../request-log/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Upstream mode: the key a renewal replaces, once the upstream's profile confirmed it is the session's. */
    renewedKey: string | null;
  }
}

type Confirm = (token: string, apikey: string, requestId: string) => Promise<{ ok: boolean }>;

/** An answer of `/api/auth/apikey` is a small `{ data: { apikey } }`; anything larger is not one. */
const maxAnswerBytes = 65_536;

const renewal = (request: FastifyRequest) => request.method === 'POST' && request.url.split('?')[0] === '/api/auth/apikey';

/** The key a renewal's answer holds, or ''. */
function newKeyOf(text: string): string {
  try {
    const body = JSON.parse(text) as { data?: { apikey?: unknown } };
    return typeof body.data?.apikey === 'string' ? body.data.apikey : '';
  } catch {
    return '';
  }
}

/**
 * Upstream mode: a developer who makes a new key keeps their request log. The portal's pages send
 * the current key with the renewal (`POST /api/auth/apikey?apikey=`); before it is forwarded the
 * upstream's profile confirms that key belongs to the session, and once the upstream has answered
 * with the new key, the new key is linked to the old key's log account.
 */
export function installKeyRenewal(app: FastifyInstance, confirm: Confirm, keys: Pick<UpstreamKeysRepository, 'link'>): void {
  app.decorateRequest('renewedKey', null);
  app.addHook('preHandler', async (request) => {
    if (!renewal(request)) return;
    const previous = apikeyOf(request);
    const token = bearerToken(request);
    // Asked before the upstream replaces it: with no grace the old key is refused at once after.
    if (previous && token && (await confirm(token, previous, request.id)).ok) request.renewedKey = previous;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const previous = request.renewedKey;
    if (!previous || reply.statusCode !== 200) return payload;
    // Linked before the answer ends: the developer's first call with the new key finds its log.
    const link = async (text: string) => {
      const apikey = newKeyOf(text);
      if (!apikey || apikey === previous) return;
      await keys.link(apikey, previous).catch((error: unknown) => request.log.warn({ err: error }, 'request log: the new key could not be linked'));
    };
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      await link(payload.toString());
      return payload;
    }
    if (!(payload instanceof Readable)) return payload;
    // The upstream's answer streams through untouched; its bytes are read once it has ended.
    return tapBody(payload, maxAnswerBytes, (text) => (text === null ? undefined : link(text)));
  });
}
