import { createHash } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { messages } from '../../catalog/messages.ts';
import { serverMessages as m } from '../common/index.ts';
import { lookupVia, type Resolve } from '../net/index.ts';
import { upstreamUrl } from './proxy.ts';

/** What the upstream said of a session and a key: they belong together, or why not. */
export type ProfileVerdict = { ok: true } | { ok: false; status: number; message: string };

export interface ProfileCheckOptions {
  url: string;
  timeoutMs: number;
  resolve?: Resolve;
  /** How long a confirmed session and key are believed without asking again. */
  trustMs?: number;
}

const maxBody = 65_536;

function readBody(incoming: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    incoming.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBody) incoming.destroy(new Error('profile answer too large'));
      else chunks.push(chunk);
    });
    incoming.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    incoming.on('error', reject);
  });
}

const envelope = (text: string): { status?: unknown; message?: unknown } => {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? body : {};
  } catch {
    return {};
  }
};

/**
 * Asks the upstream's profile (`GET /api/proxy/profile?apikey=` with the Bearer token, as the
 * portal's pages do) whether a session owns a key. A refused session is the upstream's 401 with its
 * message; an upstream that cannot say (5xx, 429, no answer) is an outage, never a refusal.
 */
export function profileChecker(options: ProfileCheckOptions): (token: string, apikey: string, requestId: string) => Promise<ProfileVerdict> {
  const trusted = new Map<string, number>();
  const trustMs = options.trustMs ?? 60_000;
  const ask = (token: string, apikey: string, requestId: string) =>
    new Promise<ProfileVerdict>((resolve) => {
      const target = upstreamUrl(options.url, `/api/proxy/profile?apikey=${encodeURIComponent(apikey)}`);
      if (!target) return resolve({ ok: false, status: 502, message: m.upstreamUnreachable });
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
      const outgoing = send(target, {
        method: 'GET',
        headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'x-request-id': requestId },
        ...(options.resolve ? { lookup: lookupVia(options.resolve) } : {}),
      });
      outgoing.setTimeout(options.timeoutMs, () => outgoing.destroy(new Error('timeout')));
      outgoing.on('error', () => resolve({ ok: false, status: 502, message: m.upstreamUnreachable }));
      outgoing.on('response', (incoming) => {
        readBody(incoming).then(
          (text) => {
            const body = envelope(text);
            const status = incoming.statusCode ?? 502;
            const message = typeof body.message === 'string' && body.message ? body.message : messages.sessionExpired;
            if (status >= 200 && status < 300 && body.status !== false) resolve({ ok: true });
            else if (status === 401 || status === 403 || (status < 300 && body.status === false)) resolve({ ok: false, status: 401, message });
            else resolve({ ok: false, status: 502, message: m.upstreamUnreachable });
          },
          () => resolve({ ok: false, status: 502, message: m.upstreamUnreachable }),
        );
      });
      outgoing.end();
    });
  return async (token, apikey, requestId) => {
    const id = createHash('sha256').update(`${token}\n${apikey}`).digest('hex');
    const until = trusted.get(id);
    if (until !== undefined && until > Date.now()) return { ok: true };
    const verdict = await ask(token, apikey, requestId);
    if (verdict.ok) {
      if (trusted.size >= 10_000) trusted.clear();
      trusted.set(id, Date.now() + trustMs);
    } else trusted.delete(id);
    return verdict;
  };
}
