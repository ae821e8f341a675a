import type { FastifyRequest } from 'fastify';

/**
 * The request log's one port to a mode whose API judges keys elsewhere (upstream mode): the door
 * cannot name such a call's account, so the log asks this after the answer. The embedded API
 * needs none: its caller hook notes the account before the call runs.
 */
export interface CallOwners {
  /** The key a call is owned by, when it counts as a use of the API; '' for any other call. */
  keyOf(request: FastifyRequest): string;
  /**
   * The log account of a key. `vouched`: the API itself answered without refusing the key, so a
   * key seen for the first time gets an account; otherwise only a key already known has one.
   */
  ownerOf(apikey: string, vouched: boolean): Promise<string | undefined>;
  /** The catalog entry a call answers to, by method and path; null for another path. */
  entryOf(method: string, path: string): string | null;
}
