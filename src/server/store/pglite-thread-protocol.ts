import type { CopyRequest } from './copy-in.ts';

/** What the server's thread and PGlite's thread say to each other (see pglite-thread.ts). */

export interface ThreadStart {
  /** PGlite's own folder inside the data folder. */
  dataDir: string;
}

export type ThreadRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; tx?: number }
  /** Runs every statement of a text (no parameters) and answers the rows of all of them, in order. */
  | { id: number; op: 'exec'; sql: string }
  /** Rows loaded with COPY, then one statement, in one transaction (copy-in.ts). */
  | { id: number; op: 'copy'; request: CopyRequest }
  /** Opens a transaction; its id is this request's id. */
  | { id: number; op: 'begin' }
  /** Commits or rolls back; answered once the transaction has ended. */
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

export interface QueryRows {
  rows: unknown[];
  affectedRows?: number;
}

/** Id 0 answers the start: PGlite opened, or why not. */
export type ThreadReply = { id: number; ok: true; value: QueryRows | null } | { id: number; ok: false; error: Record<string, unknown> };
