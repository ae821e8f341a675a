import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { proxyPrefix } from '../../catalog/request-plan.ts';
import { exampleHeader, InternalCalls } from '../embedded/index.ts';
import type { Account } from '../store/index.ts';

/** What the embedded API answered: its status, its JSON, and the example's name when it answered one. */
export interface EmbeddedAnswer {
  status: number;
  json: unknown;
  example: string | null;
}

export type AskApi = (account: Account, path: string, query: Record<string, string>) => Promise<EmbeddedAnswer>;

/**
 * Asks the portal's own API in process, through the same route, validation, handler or example
 * a developer's call goes through: when an entry's answer becomes real, reminders carry it with no
 * change here. The weather, quake and prayer-time answers are the same for every account, so one
 * answer serves a minute's burst of reminders for 20 seconds.
 */
export function injectedAsk(app: FastifyInstance, internal: InternalCalls, cacheMs = 20_000): AskApi {
  const cache = new LRUCache<string, Promise<EmbeddedAnswer>>({ max: 2_000, ttl: cacheMs });
  return (account, path, query) => {
    const url = `${proxyPrefix}${path}?${new URLSearchParams(query).toString()}`;
    const cached = cache.get(url);
    if (cached) return cached;
    const answer = app
      .inject({ method: 'GET', url, headers: { [InternalCalls.header]: internal.issue({ account }) } })
      .then((response) => {
        let json: unknown;
        try {
          json = response.json();
        } catch {
          json = null;
        }
        const example = response.headers[exampleHeader.toLowerCase()];
        return { status: response.statusCode, json, example: typeof example === 'string' ? decodeURIComponent(example) : null };
      });
    cache.set(url, answer);
    // A failed ask is not kept: the next reminder asks again.
    answer.catch(() => cache.delete(url));
    return answer;
  };
}
