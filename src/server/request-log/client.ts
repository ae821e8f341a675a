import type { IncomingHttpHeaders } from 'node:http';
import type { LogClient } from '../../catalog/account-usage.ts';
import { portalClientHeader } from '../../catalog/portal-client.ts';

/** The header the portal's own callers set (the browser's run engine, the MCP server), as Node names it. */
export const clientHeader = portalClientHeader.toLowerCase();

/**
 * `X-Portal-Client: portal|mcp` wins (the portal's own callers say who they are); else a user agent
 * starting `curl/` is cURL (the snippet the portal hands out); anything else is `other`.
 */
export function clientOf(headers: IncomingHttpHeaders): LogClient {
  const said = String(headers[clientHeader] ?? '').trim().toLowerCase();
  if (said === 'portal' || said === 'mcp') return said;
  return /^curl\//i.test(String(headers['user-agent'] ?? '')) ? 'curl' : 'other';
}
