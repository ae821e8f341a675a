/**
 * The posting thread's entry (post-pool.ts): webhooks signed and sent here, so a burst's sockets,
 * HTTP parsing and HMACs stay off the thread that answers the API.
 */
import { isMainThread, parentPort } from 'node:worker_threads';
import type { ResolvedAddress } from '../net/index.ts';
import { postPinned, type PostLimits, type SendResult } from './send.ts';
import { signedHeaders } from './sign.ts';

/** What the posting thread needs: the checked address travels with the post, the policy itself stays with the server. */
export interface SignedPost {
  url: string;
  address: ResolvedAddress;
  body: string;
  secret: string;
  webhookId: string;
  /** The signature's time (epoch ms). */
  at: number;
  limits: PostLimits;
}

/** Posts asked for, each with the id its answer comes back under. */
export type PostRequest = [id: number, post: SignedPost][];
/** What came of a post, or why it could not even be sent (a secret that cannot sign). */
export type PostAnswer = [id: number, result: SendResult] | [id: number, result: null, error: string];

/** Answers arriving within this long go back in one message: one wake-up of the server's thread for many posts. */
const gatherMs = 5;

async function signAndPost(post: SignedPost): Promise<SendResult> {
  return postPinned(post.url, post.address, post.body, signedHeaders(post.secret, post.webhookId, post.body, new Date(post.at)), post.limits);
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  let gathered: PostAnswer[] = [];
  let timer: NodeJS.Timeout | undefined;
  const send = () => {
    timer = undefined;
    port.postMessage(gathered);
    gathered = [];
  };
  const answer = (entry: PostAnswer) => {
    gathered.push(entry);
    timer ??= setTimeout(send, gatherMs);
  };
  // Each post on its own: a slow receiver holds only its own answer.
  port.on('message', (posts: PostRequest) => {
    for (const [id, post] of posts) signAndPost(post).then((result) => answer([id, result]), (error: unknown) => answer([id, null, String(error)]));
  });
}
