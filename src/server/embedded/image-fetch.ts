import type { IncomingMessage } from 'node:http';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { isIP } from 'node:net';
import { serverMessages as m } from '../common/index.ts';
import { type AddressPolicy, pinnedLookup, type Resolve, type ResolvedAddress } from '../net/index.ts';

export const imageMaxBytes = 5 * 1024 * 1024;

export interface ImageFetchOptions {
  policy: AddressPolicy;
  resolve: Resolve;
  /** The whole fetch, redirects included. */
  timeoutMs: number;
  maxRedirects: number;
}

export type ImageResult = { ok: true; type: string; body: Buffer } | { ok: false; status: 400 | 403 | 502; message: string };

class Refusal extends Error {
  constructor(
    readonly status: 400 | 403 | 502,
    message: string,
  ) {
    super(message);
  }
}

function httpUrl(raw: string, base?: URL): URL | null {
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Settles when the signal aborts: DNS has no signal of its own, so the time cap races it. */
function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
}

/** Resolves the host and checks every address it has; the first one is where we connect. */
async function vet(url: URL, options: ImageFetchOptions, signal: AbortSignal): Promise<ResolvedAddress> {
  if (options.policy.refusesHost(url.hostname)) throw new Refusal(403, m.imageAddressRefused);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const version = isIP(host);
  let addresses: ResolvedAddress[];
  if (version !== 0) addresses = [{ address: host, family: version === 6 ? 6 : 4 }];
  else {
    addresses = await Promise.race([options.resolve(host).catch(() => []), aborted(signal)]);
    if (addresses.length === 0) throw new Refusal(502, m.imageNotFound);
  }
  if (addresses.some((a) => options.policy.refusesAddress(a.address))) throw new Refusal(403, m.imageAddressRefused);
  return addresses[0];
}

function get(url: URL, pinned: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  const send = url.protocol === 'https:' ? httpsGet : httpGet;
  return new Promise((resolve, reject) => {
    const request = send(url, { lookup: pinnedLookup(pinned), signal, agent: false, headers: { accept: 'image/*' } }, resolve);
    request.on('error', reject);
  });
}

/** Reads at most `limit` bytes; null (and the connection closed) when the body is larger. */
async function readCapped(response: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > limit) {
      response.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function follow(start: URL, options: ImageFetchOptions, signal: AbortSignal): Promise<ImageResult> {
  let url = start;
  for (let hop = 0; ; hop += 1) {
    const pinned = await vet(url, options, signal);
    const response = await get(url, pinned, signal);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (hop >= options.maxRedirects) throw new Refusal(502, m.imageTooManyRedirects);
      const next = httpUrl(response.headers.location, url);
      if (!next) throw new Refusal(403, m.imageRedirectRefused);
      url = next;
      continue;
    }
    const type = String(response.headers['content-type'] ?? '').toLowerCase();
    const declared = Number(response.headers['content-length'] ?? 0);
    const problem =
      status < 200 || status >= 300 ? m.imageFailed : !type.startsWith('image/') ? m.imageNotImage : declared > imageMaxBytes ? m.imageTooLarge : null;
    if (problem) {
      response.destroy();
      throw new Refusal(502, problem);
    }
    const body = await readCapped(response, imageMaxBytes);
    if (!body) throw new Refusal(502, m.imageTooLarge);
    return { ok: true, type, body };
  }
}

/**
 * Fetches an image for the page: http(s) only; every hop's host resolved and checked before the
 * connection (which goes to the checked address); redirects, size and time capped; image/* only.
 */
export async function fetchImage(raw: unknown, options: ImageFetchOptions): Promise<ImageResult> {
  const url = typeof raw === 'string' && raw !== '' ? httpUrl(raw) : null;
  if (!url) return { ok: false, status: 400, message: m.imageUrlInvalid };
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    return await follow(url, options, signal);
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, status: error.status, message: error.message };
    return { ok: false, status: 502, message: signal.aborted ? m.imageTimeout : m.imageFailed };
  }
}
