import type { LoggedCall, RequestLogRepository } from '../store/index.ts';

export interface LogQueueOptions {
  /** Longest wait before a batch is written (ms). */
  flushMs?: number;
  /** A batch this large is written at once. */
  maxBatch?: number;
  /** Told when a batch could not be written (it is kept and tried again). */
  onError?: (error: unknown) => void;
  /** Awaited before each piece: lets what answers wait on (the day's counts) use the store first. */
  yieldTo?: () => Promise<void>;
}

/**
 * Calls wait here, off the answer's path, and are written in batches: every `flushMs` or as soon
 * as `maxBatch` are waiting. A batch that fails stays queued for the next flush (bounded, so an
 * unreachable store cannot fill the memory); `close()` writes whatever waits.
 */
/**
 * Calls written per statement while the log keeps up. PGlite runs one statement at a time: a piece
 * of 25 spent most of PGlite's time on the statement itself, and larger pieces cost less a call
 * (COPY inserts its rows in groups, copy-in.ts): with their totals, 34-36 µs a call in pieces of
 * 250, 28 in pieces of 500, 24-25 in pieces of 1,000. Pieces of 1,000 were tried and not kept: at
 * 20 connections the API answered no more calls (PGlite's thread is not what holds it back), while
 * a key called now and then, whose count waits behind the piece under way, went from p99 10-12.5
 * ms to 14-17 ms. A piece of 250 holds a count up some 8 ms; a busy key never waits for its count
 * (it is counted ahead, daily-usage-batched.ts).
 */
const writeChunk = 250;

/** Calls the log may fall behind by while it lets the day's counts commit first. */
const deferBelow = 2_000;

/** Calls written per statement once the log is that far behind: the log keeps up under any load the API answers. */
const catchUpChunk = 500;

export class LogQueue {
  private waiting: LoggedCall[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private readonly flushMs: number;
  private readonly maxBatch: number;
  /** Past this many unwritten calls the oldest are dropped (the store has been down for a while). */
  private readonly maxWaiting = 100_000;

  constructor(
    private readonly repo: Pick<RequestLogRepository, 'write'>,
    private readonly options: LogQueueOptions = {},
  ) {
    this.flushMs = options.flushMs ?? 250;
    this.maxBatch = options.maxBatch ?? 500;
  }

  push(call: LoggedCall): void {
    this.waiting.push(call);
    if (this.waiting.length > this.maxWaiting) this.waiting.splice(0, this.waiting.length - this.maxWaiting);
    if (this.waiting.length >= this.maxBatch) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushMs);
  }

  /** Writes everything waiting now; resolves once it is written (or failed and kept). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    // One batch at a time, in order: the next starts when the one under way is done.
    this.writing = this.writing.then(async () => {
      const batch = this.waiting.splice(0, this.waiting.length);
      if (batch.length === 0) return;
      let written = 0;
      let piece: number;
      try {
        for (; written < batch.length; written += piece) {
          // A turn of the event loop between pieces lets the counts of the calls answered
          // meanwhile go first.
          // The counts go first while the log is not far behind; past `deferBelow` waiting calls
          // each piece only lets one turn of the event loop pass, and the pieces are larger, so
          // the log keeps up under any load the API answers.
          const behind = this.waiting.length + batch.length - written;
          if (this.options.yieldTo && behind < deferBelow) await this.options.yieldTo();
          else if (written > 0) await new Promise((resolve) => setImmediate(resolve));
          piece = behind < deferBelow ? writeChunk : catchUpChunk;
          await this.repo.write(batch.slice(written, written + piece));
        }
      } catch (error) {
        // Each piece is one statement: only the pieces not written go back.
        this.waiting.unshift(...batch.slice(written));
        this.options.onError?.(error);
        this.timer ??= setTimeout(() => void this.flush(), this.flushMs * 4);
      }
    });
    return this.writing;
  }

  /** How many calls wait to be written. */
  get pending(): number {
    return this.waiting.length;
  }

  /** The last flush: what waits is written before the store closes. */
  async close(): Promise<void> {
    await this.flush();
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/**
 * The log as its readers see it: what waits in the queue is written before a page or the usage is
 * read, so a developer who opens the profile right after a call finds it there.
 */
export function readAfterQueue(repo: RequestLogRepository, queue: LogQueue): RequestLogRepository {
  return {
    ...repo,
    async list(accountId, query) {
      await queue.flush();
      return repo.list(accountId, query);
    },
    async usage(accountId, days) {
      await queue.flush();
      return repo.usage(accountId, days);
    },
    async callsConcerned(accountId, since, questions) {
      await queue.flush();
      return repo.callsConcerned(accountId, since, questions);
    },
    async callsConcernedByAccount(since, questions) {
      await queue.flush();
      return repo.callsConcernedByAccount(since, questions);
    },
  };
}
