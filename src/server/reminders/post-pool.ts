import { Piscina } from 'piscina';
import { workerEntry } from '../workers/index.ts';
import type { SignedPost } from './post-task.ts';
import type { SendResult } from './send.ts';

/**
 * The thread that posts webhooks, one per process: started with the reminder engine (a burst due
 * at a minute's start does not wait for it to load), else on the first post (a test send). Of the
 * request loop's work while a thousand reminders went out in a second, half was these posts'
 * sockets, HTTP and signatures (profiled: 1.2 s of busy loop before, 0.6 s after). Posts wait on
 * the network, so the one thread carries many at once.
 */
let pool: Piscina<SignedPost, SendResult> | null = null;

function thePool(): Piscina<SignedPost, SendResult> {
  pool ??= new Piscina<SignedPost, SendResult>({
    ...workerEntry(new URL('./post-task', import.meta.url)),
    minThreads: 1,
    maxThreads: 1,
    concurrentTasksPerWorker: 512,
    // Tasks are asynchronous: the thread must keep its event loop running between them.
    atomics: 'disabled',
  });
  return pool;
}

/** Starts the posting thread now, so the first due minute's posts do not wait for it to load. */
export function warmPostingThread(): void {
  thePool();
}

/** Signs and posts on the posting thread; what the receiver answered, or why nothing came. */
export function postOffLoop(post: SignedPost): Promise<SendResult> {
  return thePool().run(post);
}
