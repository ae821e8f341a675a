import type { CDPSession, Page } from 'playwright-core';

/** The network a visit runs on: loopback as it is, or Chromium's own emulation of a slow 4G phone link. */
export const profiles = {
  loopback: null,
  /** 150 ms round trip, 1,638 kbps down, 750 kbps up (Lighthouse's mobile throttling). */
  slow4g: { latency: 150, downloadThroughput: (1638 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
} as const;

export type ProfileName = keyof typeof profiles;

interface Request {
  url: string;
  /** Every document or script on the initiator's stack (Vite's preload helper sits on top of the real caller). */
  initiators: string[];
  /** Seconds, on the protocol's monotonic clock. */
  sentAt: number;
  bytes: number;
}

export interface Wire {
  /** Bytes received (headers and bodies, compressed as sent). */
  bytes: number;
  requests: number;
  /** Longest run of fetches each found by the one before, from the document on, among those sent before `untilMs`. */
  chain: number;
}

type Initiator = { type: string; url?: string; stack?: { callFrames: { url: string }[]; parent?: Initiator['stack'] } };

/** The document and scripts that asked for a request: the parser's document, or every script on the stack. */
function initiatorUrls(initiator: Initiator): string[] {
  const urls = initiator.url ? [initiator.url] : [];
  for (let stack = initiator.stack; stack; stack = stack.parent) urls.push(...stack.callFrames.map((f) => f.url).filter(Boolean));
  return urls;
}

/**
 * Watches a page's requests through the DevTools protocol (with the profile's emulation on):
 * bytes on the wire (encodedDataLength), request count, and the critical chain.
 */
export async function watchNetwork(page: Page, profile: ProfileName): Promise<{ session: CDPSession; measure: (untilMs?: number) => Wire; reset: () => void }> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  const conditions = profiles[profile];
  if (conditions) await session.send('Network.emulateNetworkConditions', { offline: false, ...conditions });
  let requests = new Map<string, Request>();
  session.on('Network.requestWillBeSent', (event) => {
    if (!/^https?:/.test(event.request.url)) return;
    const initiators = event.redirectResponse ? (requests.get(event.requestId)?.initiators ?? []) : initiatorUrls(event.initiator as Initiator);
    requests.set(event.requestId, { url: event.request.url, initiators, sentAt: event.timestamp, bytes: 0 });
  });
  session.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.bytes = event.encodedDataLength;
  });
  const measure = (untilMs?: number): Wire => {
    const all = [...requests.values()];
    const document = all[0];
    const early = document && untilMs !== undefined ? all.filter((r) => (r.sentAt - document.sentAt) * 1000 <= untilMs) : all;
    const byUrl = new Map(early.map((r) => [r.url, r]));
    // The discoverer is the script on the stack that arrived last: a shared helper (Vite's
    // preload, in the first chunk) runs on behalf of the chunk that called it.
    const parentOf = (request: Request) =>
      request.initiators
        .map((url) => byUrl.get(url))
        .filter((r): r is Request => r !== undefined && r.sentAt < request.sentAt)
        .sort((a, b) => b.sentAt - a.sentAt)[0];
    const depth = (request: Request, seen = new Set<string>()): number => {
      const parent = parentOf(request);
      if (!parent || parent === request || seen.has(parent.url)) return 1;
      seen.add(request.url);
      return 1 + depth(parent, seen);
    };
    return { bytes: all.reduce((n, r) => n + r.bytes, 0), requests: all.length, chain: Math.max(0, ...early.map((r) => depth(r))) };
  };
  return { session, measure, reset: () => void (requests = new Map()) };
}
