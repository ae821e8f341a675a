/**
 * One webhook post, run on the posting thread (post-pool.ts): signed and sent there, so a burst's
 * sockets, HTTP parsing and HMACs stay off the thread that answers the API.
 */
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

/** Signs and posts one webhook; `null` only loads this module (the pool warming its thread, post-pool.ts). */
export default function signAndPost(post: SignedPost | null): Promise<SendResult> | null {
  if (post === null) return null;
  return postPinned(post.url, post.address, post.body, signedHeaders(post.secret, post.webhookId, post.body, new Date(post.at)), post.limits);
}

