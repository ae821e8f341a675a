import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGlite, PGliteQueryResults, PGliteTransaction } from 'kysely';
import type { CopyRequest } from './copy-in.ts';
import type { QueryRows, ThreadReply, ThreadRequest, ThreadStart } from './pglite-thread-protocol.ts';

/** The thread's entry beside this file: compiled `pglite-thread.js`, else the sources through tsx. */
function threadModule(): string {
  const compiled = fileURLToPath(new URL('./pglite-thread.js', import.meta.url));
  return existsSync(compiled) ? compiled : fileURLToPath(new URL('./pglite-thread-tsx.mjs', import.meta.url));
}

/** A PostgreSQL error as PGlite raised it, with its fields (`code` 23505...) for the repositories. */
function rebuild(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields.message ?? 'PGlite error')), fields);
}

type Pending = { resolve: (value: QueryRows | null) => void; reject: (error: Error) => void };
type Send = { [K in ThreadRequest['op']]: Omit<Extract<ThreadRequest, { op: K }>, 'id'> }[ThreadRequest['op']];

/**
 * A PGlite folder opened on a thread of its own, offered to Kysely's PGlite dialect as if it were
 * the instance itself: statements are posted to the thread, so the server's thread keeps answering
 * while PGlite works.
 */
export class PGliteOnThread implements PGlite {
  closed = false;
  ready = true;
  waitReady = Promise.resolve();
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #lastId = 0;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (message: ThreadReply) => {
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id);
      if (message.ok) pending.resolve(message.value);
      else pending.reject(rebuild(message.error));
    });
    const fail = (error: Error) => {
      this.closed = true;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('PGlite thread ended.')));
  }

  /** Starts the thread and opens the folder; rejects with PGlite's own error when it cannot. */
  static async open(dataDir: string): Promise<PGliteOnThread> {
    const worker = new Worker(threadModule(), { workerData: { dataDir } satisfies ThreadStart });
    const thread = new PGliteOnThread(worker);
    const started = new Promise<QueryRows | null>((resolve, reject) => thread.#pending.set(0, { resolve, reject }));
    try {
      await started;
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return thread;
  }

  #send(request: Send, id = ++this.#lastId): Promise<QueryRows | null> {
    if (this.closed) return Promise.reject(new Error('PGlite is closed.'));
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id } as ThreadRequest);
    });
  }

  async #query<T>(sql: string, params: unknown[] | undefined, tx?: number): Promise<PGliteQueryResults<T>> {
    const result = (await this.#send({ op: 'query', sql, params: params ?? [], tx })) as QueryRows;
    return { rows: result.rows as T[], affectedRows: result.affectedRows, fields: [] };
  }

  /** Every statement of `sql`, with the rows of all of them (what a job queue's multi-statement commands need). */
  async execAll(sql: string): Promise<unknown[]> {
    return ((await this.#send({ op: 'exec', sql })) as QueryRows).rows;
  }

  /** Rows loaded with COPY, then one statement, in one transaction (copy-in.ts). */
  async copyIn(request: CopyRequest): Promise<void> {
    await this.#send({ op: 'copy', request });
  }

  query<T>(sql: string, params?: unknown[]): Promise<PGliteQueryResults<T>> {
    return this.#query<T>(sql, params);
  }

  async transaction<T>(callback: (tx: PGliteTransaction) => Promise<T>): Promise<T> {
    const txId = ++this.#lastId;
    await this.#send({ op: 'begin' }, txId);
    let ended = false;
    const end = async (commit: boolean) => {
      if (ended) return;
      ended = true;
      await this.#send({ op: 'end', tx: txId, commit });
    };
    const tx: PGliteTransaction = { query: <R>(sql: string, params?: unknown[]) => this.#query<R>(sql, params, txId), rollback: () => end(false) };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await end(false).catch(() => {});
      throw error;
    }
    await end(true);
    return result;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    try {
      await this.#send({ op: 'close' });
    } finally {
      this.closed = true;
      await this.#worker.terminate();
    }
  }
}
