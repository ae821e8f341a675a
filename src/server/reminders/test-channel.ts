import type { Repositories } from '../store/index.ts';
import { verifiedByAny } from './sign.ts';

/** Posts an account's test channel keeps, newest first. */
export const testChannelKeeps = 100;

/** The path of an account's test channel; the token is its only key. */
export const testChannelPath = (token: string): string => `/api/test-channel/${token}`;

const tokenPattern = /^\/api\/test-channel\/([0-9a-f]{32})\/?$/;

export const testChannelMessages = {
  unknown: 'Kanal uji tidak ditemukan.',
  notJson: 'Isi pesan harus JSON.',
  received: 'Pesan diterima kanal uji.',
};

export type InboxResult = { status: 200; signatureValid: boolean } | { status: 400 | 404; message: string };

/**
 * The portal's own inbox ('Kanal uji'): keeps a post as the channel would show it and says
 * whether any of the account's webhook secrets signed it.
 */
export class TestChannelInbox {
  constructor(private readonly repos: Repositories) {}

  /** The inbox a URL names, when it is one of this portal's (a delivery there stays in process). */
  async ownerOfUrl(url: string): Promise<{ token: string; accountId: string } | undefined> {
    let path: string;
    try {
      path = new URL(url).pathname;
    } catch {
      return undefined;
    }
    const token = tokenPattern.exec(path)?.[1];
    const accountId = token && (await this.repos.reminders.testChannelOwner(token));
    return token && accountId ? { token, accountId } : undefined;
  }

  async receive(token: string, headers: Record<string, string | undefined>, body: string, at: Date): Promise<InboxResult> {
    const accountId = await this.repos.reminders.testChannelOwner(token);
    if (!accountId) return { status: 404, message: testChannelMessages.unknown };
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return { status: 400, message: testChannelMessages.notJson };
    }
    const signatureValid = verifiedByAny(await this.repos.reminders.secretsOf(accountId), body, headers);
    await this.repos.reminders.addTestMessage(accountId, { receivedAt: at.toISOString(), body: parsed, webhookId: headers['webhook-id'] ?? null, signatureValid }, testChannelKeeps);
    return { status: 200, signatureValid };
  }
}
