import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoggedInputs } from '../../catalog/account-usage.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The catalog entry a route answers (the log names the call by it). */
    entryId?: string;
  }
  interface FastifyRequest {
    /** What the stages of this call learned about it, for its log entry; null until one notes something. */
    callFacts: CallFacts | null;
  }
}

/** What the stages of a call learn about it, for its log entry. */
export interface CallFacts {
  /** Set once the key is known: a call without an account has no log to go to. */
  accountId?: string;
  /** The key that made the call (the embedded API's keys; none in upstream mode). */
  keyId?: string;
  /** The key the mode's `CallOwners` names the call's owner by, after the answer (kept in memory for this request only, never logged). */
  ownerKey?: string;
  /** The API itself answered (not the portal for it: unreachable, timed out, an error page), so it vouched for the key. */
  vouched?: boolean;
  inputs?: LoggedInputs;
  /** Bytes of the answer's body, counted as it is sent. */
  bytesOut?: number;
  /** The Indonesian message of a refused call. */
  message?: string;
  /** The client left before the call's account was known: logged as 499 once its answer is attempted. */
  hungUp?: boolean;
  /** Set once the call is queued for the log (an answer's end and a hang-up may both report it). */
  logged?: boolean;
}

/** Declares the request property on the server, once, before any hook sets it. */
export function declareCallFacts(app: FastifyInstance): void {
  app.decorateRequest('callFacts', null);
}

export function factsOf(request: FastifyRequest): CallFacts | undefined {
  return request.callFacts ?? undefined;
}

/** Adds what a stage knows (the caller hook: the account; the entry route: the inputs). */
export function noteCall(request: FastifyRequest, known: CallFacts): void {
  if (request.callFacts) Object.assign(request.callFacts, known);
  else request.callFacts = { ...known };
}
