import { Webhook } from 'standardwebhooks';

/** The Standard Webhooks headers of one message: the same `webhook-id` on every attempt of an event. */
export function signedHeaders(secret: string, webhookId: string, body: string, at: Date): Record<string, string> {
  const signature = new Webhook(secret).sign(webhookId, at, body);
  return {
    'webhook-id': webhookId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
}

/** True when any of the secrets signed this body with these headers, recently (5 minutes, the library's tolerance). */
export function verifiedByAny(secrets: readonly string[], body: string, headers: Record<string, string | undefined>): boolean {
  const wanted = { 'webhook-id': headers['webhook-id'] ?? '', 'webhook-timestamp': headers['webhook-timestamp'] ?? '', 'webhook-signature': headers['webhook-signature'] ?? '' };
  if (!wanted['webhook-id'] || !wanted['webhook-signature']) return false;
  return secrets.some((secret) => {
    try {
      new Webhook(secret).verify(body, wanted);
      return true;
    } catch {
      return false;
    }
  });
}
