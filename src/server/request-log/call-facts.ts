import type { FastifyRequest } from 'fastify';
import type { LoggedInputs } from '../../catalog/account-usage.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The catalog entry a route answers (the log names the call by it). */
    entryId?: string;
  }
}

/** What the stages of a call learn about it, for its log entry. */
export interface CallFacts {
  /** Set once the key is known: a call without an account has no log to go to. */
  accountId?: string;
  /** The key that made the call (the embedded API's keys; none in upstream mode). */
  keyId?: string;
  /** Upstream mode: the call's API key (kept in memory for this request only, never logged). */
  upstreamKey?: string;
  /** Upstream mode: the upstream itself answered (not the portal for it: unreachable, timed out, an error page). */
  upstreamAnswered?: boolean;
  inputs?: LoggedInputs;
  /** Bytes of the answer's body, counted as it is sent. */
  bytesOut?: number;
  /** The Indonesian message of a refused call. */
  message?: string;
  /** Set once the call is queued for the log (an answer's end and a hang-up may both report it). */
  logged?: boolean;
}

const facts = new WeakMap<FastifyRequest, CallFacts>();

export function factsOf(request: FastifyRequest): CallFacts | undefined {
  return facts.get(request);
}

/** Adds what a stage knows (the caller hook: the account; the entry route: the inputs). */
export function noteCall(request: FastifyRequest, known: CallFacts): void {
  facts.set(request, { ...facts.get(request), ...known });
}
