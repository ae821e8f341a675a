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

/**
 * What the stages of a call learn about it, for its log entry. A class with every field set from
 * the start: each call's facts then share one shape, where merging object literals of different
 * shapes (Object.assign) made every later read of them slow: about 15 µs of the server's time per
 * call (see README.md, "One shape for a call's facts").
 */
export class CallFacts {
  /** Set once the key is known: a call without an account has no log to go to. */
  accountId: string | undefined = undefined;
  /** The key that made the call (the embedded API's keys; none in upstream mode). */
  keyId: string | undefined = undefined;
  /** The key the mode's `CallOwners` names the call's owner by, after the answer (kept in memory for this request only, never logged). */
  ownerKey: string | undefined = undefined;
  /** The API itself answered (not the portal for it: unreachable, timed out, an error page), so it vouched for the key. */
  vouched = false;
  inputs: LoggedInputs | undefined = undefined;
  /** Bytes of the answer's body, counted as it is sent. */
  bytesOut = 0;
  /** The Indonesian message of a refused call. */
  message: string | undefined = undefined;
  /** The client left before the call's account was known: logged as 499 once its answer is attempted. */
  hungUp = false;
  /** Set once the call is queued for the log (an answer's end and a hang-up may both report it). */
  logged = false;
}

/** Declares the request property on the server, once, before any hook sets it. */
export function declareCallFacts(app: FastifyInstance): void {
  app.decorateRequest('callFacts', null);
}

/** What is known of the call so far; undefined until a stage notes something. */
export function factsOf(request: FastifyRequest): CallFacts | undefined {
  return request.callFacts ?? undefined;
}

/** The call's facts for a stage to note what it knows (the caller hook: the account; the entry route: the inputs). */
export function callFacts(request: FastifyRequest): CallFacts {
  return (request.callFacts ??= new CallFacts());
}
