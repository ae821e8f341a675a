import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { checkDestination, destinationMessages, pinnedLookup, type DestinationRules } from '../net/index.ts';

export interface SendOptions extends DestinationRules {
  timeoutMs: number;
  answerCapBytes: number;
}

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

/** POSTs a JSON body to a receiver the address policy allows, pinned to the address it checked; no redirects followed. */
export async function postJson(target: string, body: string, headers: Record<string, string>, options: SendOptions): Promise<SendResult> {
  const started = performance.now();
  const done = (result: Omit<SendResult, 'durationMs'>): SendResult => ({ ...result, durationMs: Math.round(performance.now() - started) });
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return done({ status: null, error: sendMessages.badUrl });
  }
  const checked = await checkDestination(url, options);
  if (!checked.ok) return done({ status: null, error: checked.error });
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const signal = AbortSignal.timeout(options.timeoutMs);
  return new Promise<SendResult>((resolve) => {
    const req = send(
      url,
      {
        method: 'POST',
        lookup: pinnedLookup(checked.address),
        agent: false,
        signal,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'PortalAPI-Webhooks/1', ...headers },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        void drain(response, options.answerCapBytes).then(() => resolve(done(status >= 200 && status < 300 ? { status } : { status, error: sendMessages.status(status) })));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (signal.aborted) resolve(done({ status: null, error: sendMessages.timeout(options.timeoutMs) }));
      else resolve(done({ status: null, error: sendMessages.network(error.code ?? error.message) }));
    });
    req.end(body);
  });
}
