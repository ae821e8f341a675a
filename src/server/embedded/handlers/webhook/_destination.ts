import { addressPolicy, checkDestination, destinationMessages, destinationRulesSlot, systemResolve, type DestinationRules } from '../../../net/index.ts';
import type { HandlerContext } from '../types.ts';

const testChannel = /^\/api\/test-channel\/([0-9a-f]{32})\/?$/;

/**
 * Why a webhook URL may not receive reminders, or null. The portal's own test channel is always
 * fine (its posts never leave the process); any other URL must pass the address policy the image
 * proxy uses. A name that does not resolve now (offline) is kept: every delivery checks again.
 */
export async function destinationRefusal(ctx: HandlerContext, webhookUrl: string | undefined): Promise<string | null> {
  if (webhookUrl === undefined) return null;
  let url: URL;
  try {
    url = new URL(webhookUrl);
  } catch {
    // The schema's pattern lets through texts no URL parser reads (`http://[`): refused, never a 500.
    return destinationMessages.badUrl;
  }
  const token = testChannel.exec(url.pathname)?.[1];
  if (token && (await ctx.store.reminders.testChannelOwner(token))) return null;
  const rules = ctx.state.slot<DestinationRules>(destinationRulesSlot, () => ({ policy: addressPolicy(), resolve: systemResolve }));
  const checked = await checkDestination(url, rules);
  return checked.ok || checked.unresolved ? null : checked.error;
}
