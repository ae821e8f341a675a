import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { LRUCache } from 'lru-cache';
import { checkDestination, destinationMessages, pinnedLookup, type DestinationRules, type ResolvedAddress } from '../net/index.ts';

/** What came of one POST: the receiver's status (null when none came) and, when it failed, why, in Indonesian. */
export interface SendResult {
  status: number | null;
  error?: string;
  durationMs: number;
}

export const sendMessages = {
  badUrl: destinationMessages.badUrl,
  timeout: (ms: number) => `Penerima tidak menjawab dalam ${ms / 1000} detik.`,
  network: (code: string) => `Tidak dapat terhubung ke penerima (${code}).`,
  status: (status: number) => `Penerima menjawab HTTP ${status}.`,
};

/** Reads at most `cap` bytes of the answer, then lets the rest go. */
function drain(response: IncomingMessage, cap: number): Promise<void> {
  return new Promise((resolve) => {
    let read = 0;
    response.on('data', (chunk: Buffer) => {
      read += chunk.length;
      if (read > cap) {
        response.destroy();
        resolve();
      }
    });
    response.on('end', resolve);
    response.on('error', () => resolve());
    response.on('close', resolve);
  });
}

/** How long a post may take and how much of the answer is read. */
export interface PostLimits {
  timeoutMs: number;
  answerCapBytes: number;
}

/** The one address `url` may reach, after the address policy passed it (`checkDestination`), or why not. */
export async function pinnedDestination(url: string, rules: DestinationRules): Promise<{ address: ResolvedAddress } | { error: string }> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { error: sendMessages.badUrl };
  }
  const checked = await checkDestination(parsed, rules);
  return checked.ok ? { address: checked.address } : { error: checked.error };
}

/**
 * Connections kept open per checked address: many reminders to one receiver (a chat service's
 * webhooks, a developer's own server) reuse them instead of connecting, and handshaking, for
 * each. An agent only ever connects to the one address it is named by, which the policy passed
 * for this very post; idle connections close after 4 s, before the usual 5 s of a server's
 * keep-alive, so a reused one is rarely found closed.
 */
// An agent that falls out is not destroyed: posts still under way on it finish, its idle sockets close on their own.
const agents = new LRUCache<string, HttpAgent>({ max: 256 });

function agentFor(https: boolean, address: ResolvedAddress): HttpAgent {
  const key = `${https ? 'https' : 'http'} ${address.address}`;
  let agent = agents.get(key);
  if (!agent) {
    const options = { keepAlive: true, maxSockets: 32, maxFreeSockets: 8, timeout: 4_000, lookup: pinnedLookup(address) };
    agent = https ? new HttpsAgent(options) : new HttpAgent(options);
    agents.set(key, agent);
  }
  return agent;
}

/** POSTs a JSON body to the address the policy checked (pinned: the name is not resolved again); no redirects followed. */
export function postPinned(target: string, address: ResolvedAddress, body: string, headers: Record<string, string>, limits: PostLimits): Promise<SendResult> {
  const started = performance.now();
  const done = (result: Omit<SendResult, 'durationMs'>): SendResult => ({ ...result, durationMs: Math.round(performance.now() - started) });
  const url = new URL(target);
  const https = url.protocol === 'https:';
  const send = https ? httpsRequest : httpRequest;
  const signal = AbortSignal.timeout(limits.timeoutMs);
  return new Promise<SendResult>((resolve) => {
    const req = send(
      url,
      {
        method: 'POST',
        lookup: pinnedLookup(address),
        agent: agentFor(https, address),
        signal,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'PortalAPI-Webhooks/1', ...headers },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        void drain(response, limits.answerCapBytes).then(() => resolve(done(status >= 200 && status < 300 ? { status } : { status, error: sendMessages.status(status) })));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (signal.aborted) resolve(done({ status: null, error: sendMessages.timeout(limits.timeoutMs) }));
      else resolve(done({ status: null, error: sendMessages.network(error.code ?? error.message) }));
    });
    req.end(body);
  });
}
