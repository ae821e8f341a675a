import { Worker } from 'node:worker_threads';
import { workerEntry } from '../workers/index.ts';
import type { PostAnswer, PostRequest, SignedPost } from './post-task.ts';
import type { SendResult } from './send.ts';

/**
 * The thread that posts webhooks, one per process: started when the engine plans reminders (they
 * are planned up to two minutes ahead, so a burst due at a minute's start does not wait for it to
 * load), else by the first post (a test send), and let go after ten minutes without a post (a
 * server with no reminders does not carry its ~12 MB). Of the request loop's work while a
 * thousand reminders went out in a second, half was these posts' sockets, HTTP and signatures
 * (profiled: 1.2 s of busy loop before, 0.6 s after). Posts wait on the network, so the one
 * thread carries many at once.
 *
 * The posts asked for in one turn of the server's loop go to the thread as one message, and their
 * answers come back a few at a time (post-task.ts): a burst costs the server's thread tens of
 * messages rather than two per post, each of which woke the other thread, which then took the
 * core from this one.
 */
const idleMs = 600_000;

interface Waiting {
  resolve: (result: SendResult) => void;
  reject: (error: Error) => void;
}

let thread: Worker | null = null;
let idleTimer: NodeJS.Timeout | undefined;
const waiting = new Map<number, Waiting>();
let lastId = 0;
let asked: PostRequest = [];

function failWaiting(error: Error): void {
  for (const w of waiting.values()) w.reject(error);
  waiting.clear();
}

/** Posts under way hold the process open (a graceful stop waits for their answers), an idle thread does not. */
function whenIdle(): void {
  clearTimeout(idleTimer);
  idleTimer = undefined;
  if (waiting.size > 0 || asked.length > 0) return;
  thread?.unref();
  idleTimer = setTimeout(() => {
    const idle = thread;
    // Let go before it ends: a post asked for meanwhile starts a new thread rather than reach this one.
    thread = null;
    void idle?.terminate();
  }, idleMs);
  idleTimer.unref();
}

function theThread(): Worker {
  if (thread) return thread;
  const { filename, workerData } = workerEntry(new URL('./post-task', import.meta.url));
  const worker = new Worker(filename, { workerData });
  worker.on('message', (answers: PostAnswer[]) => {
    for (const [id, result, error] of answers) {
      const w = waiting.get(id);
      waiting.delete(id);
      if (result) w?.resolve(result);
      else w?.reject(new Error(error));
    }
    whenIdle();
  });
  worker.on('error', (error) => failWaiting(error));
  worker.on('exit', () => {
    if (thread !== worker) return; // let go when idle: nothing was waiting on it
    thread = null;
    // A post that was under way fails, and its reminder is retried.
    failWaiting(new Error('Thread pengirim berhenti.'));
  });
  thread = worker;
  whenIdle();
  return worker;
}

/** Starts the posting thread now (or keeps it), so the posts about to be due do not wait for it to load. */
export function warmPostingThread(): void {
  theThread();
}

function sendAsked(): void {
  const posts = asked;
  asked = [];
  const worker = theThread();
  worker.ref();
  worker.postMessage(posts);
}

/** Signs and posts on the posting thread; what the receiver answered, or why nothing came. */
export function postOffLoop(post: SignedPost): Promise<SendResult> {
  return new Promise((resolve, reject) => {
    const id = ++lastId;
    waiting.set(id, { resolve, reject });
    if (asked.length === 0) {
      clearTimeout(idleTimer);
      setImmediate(sendAsked);
    }
    asked.push([id, post]);
  });
}
