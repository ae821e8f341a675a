import type { FastifyRequest } from 'fastify';
import type { HandlerName } from '../../../catalog/handler-names.ts';
import type { CatalogEntry } from '../../../catalog/types.ts';
import type { Answer } from '../answer.ts';
import type { ReceivedFile } from '../inputs.ts';
import type { EmbeddedState } from '../state.ts';
import type { UploadStore } from '../uploads.ts';

/** What a real handler gets: checked inputs (defaults filled), the received files, the state. */
export interface HandlerContext {
  entry: CatalogEntry;
  inputs: Record<string, unknown>;
  files: Record<string, ReceivedFile[]>;
  request: FastifyRequest;
  uploads: UploadStore;
  state: EmbeddedState;
  /** The entry's example answer for these inputs, from the configured fixtures: a handler's fallback. */
  example: () => Promise<Answer>;
}

export type EntryHandler = (context: HandlerContext) => Promise<Answer>;

/** Implementations by the handler name an entry gives in `handler:`. */
export type HandlerRegistry = Partial<Record<HandlerName, EntryHandler>>;
