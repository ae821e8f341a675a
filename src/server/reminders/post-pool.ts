import { Piscina } from 'piscina';
import { workerEntry } from '../workers/index.ts';
import type { SignedPost } from './post-task.ts';
import type { SendResult } from './send.ts';

/**
 * The thread that posts webhooks, one per process: started when the engine plans reminders (they
 * are planned up to two minutes ahead, so a burst due at a minute's start does not wait for it to
 * load), else by the first post (a test send), and let go after ten minutes without a post (a
 * server with no reminders does not carry its ~12 MB). Of the request loop's work while a
 * thousand reminders went out in a second, half was these posts' sockets, HTTP and signatures
 * (profiled: 1.2 s of busy loop before, 0.6 s after). Posts wait on the network, so the one
 * thread carries many at once.
 */
let pool: Piscina<SignedPost | null, SendResult | null> | null = null;

function thePool(): Piscina<SignedPost | null, SendResult | null> {
  pool ??= new Piscina<SignedPost | null, SendResult | null>({
    ...workerEntry(new URL('./post-task', import.meta.url)),
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 600_000,
    concurrentTasksPerWorker: 512,
    // Tasks are asynchronous: the thread must keep its event loop running between them.
    atomics: 'disabled',
  });
  return pool;
}

/** Starts the posting thread now (or keeps it), so the posts about to be due do not wait for it to load. */
export function warmPostingThread(): void {
  thePool()
    .run(null)
    .catch(() => undefined); // A thread that fails to start fails the first post instead, which is retried.
}

/** Signs and posts on the posting thread; what the receiver answered, or why nothing came. */
export async function postOffLoop(post: SignedPost): Promise<SendResult> {
  return (await thePool().run(post)) as SendResult;
}
