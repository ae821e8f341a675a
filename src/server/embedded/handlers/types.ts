import type { FastifyBaseLogger } from 'fastify';
import type { HandlerName } from '../../../catalog/handler-names.ts';
import type { CatalogEntry } from '../../../catalog/types.ts';
import type { Account, Clock, Repositories } from '../../store/index.ts';
import type { Answer } from '../answer.ts';
import type { ReceivedFile } from '../inputs.ts';
import type { EmbeddedState } from '../state.ts';
import type { Providers } from '../../providers/index.ts';

/** The facts of a call a handler may answer with; the raw request stays with the route. */
export interface ClientFacts {
  /** The caller's address as the server saw it (the balancer's `X-Forwarded-For` when trusted). */
  ip: string;
  userAgent: string | null;
  /** `protocol://host` the caller used: where the portal's own URLs in an answer point. */
  origin: string;
}

/** What a real handler gets: checked inputs (defaults filled), the received files, the caller's account, the store. */
export interface HandlerContext {
  entry: CatalogEntry;
  inputs: Record<string, unknown>;
  /** The inputs as the request carried them, empty ones included (before `readInputs`): what a limit on the fields sent counts. */
  sent?: Record<string, unknown>;
  files: Record<string, ReceivedFile[]>;
  /** The account whose apikey made the call (already counted against its quota). */
  account: Account;
  /** The repositories: what a handler keeps goes there, never into a variable of its own. */
  store: Repositories;
  /** What the call itself says of the client: its address, its user agent, the origin it asked at. */
  client: ClientFacts;
  /** The call's logger (its request id on every line). */
  log: FastifyBaseLogger;
  /** Process-local engines (the OCR worker), closed with the server; data goes to `store`. */
  state: EmbeddedState;
  /** The 3rd-party sources (the latest quake, a city's weather), cached and guarded; absent in handler unit tests. */
  providers?: Providers;
  /** The entry's example answer for these inputs, from the configured fixtures: a handler's fallback. */
  example: () => Promise<Answer>;
  /** The server's clock (tests set it): what "today" means to a handler; the system's when left out. */
  clock?: Clock;
}

export type EntryHandler = (context: HandlerContext) => Promise<Answer>;

/** Implementations by the handler name an entry gives in `handler:`. */
export type HandlerRegistry = Partial<Record<HandlerName, EntryHandler>>;

/** `handlers/<group>/<name>.ts`: the handler named after its file. */
export interface HandlerModule {
  handler: EntryHandler;
}

/**
 * `handlers/<group>/<family>.family.ts`: handlers that differ only in a word (the kind of
 * reminder, the game's move), declared once with that word as a parameter, by handler name.
 */
export type HandlerFamily<Name extends string = string> = Record<Name, EntryHandler>;

/** What `<family>.family.ts` exports. */
export interface HandlerFamilyModule {
  handlers: HandlerFamily;
}
