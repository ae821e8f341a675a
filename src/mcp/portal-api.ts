import type { FastifyInstance } from 'fastify';
import type { BuiltRequest } from '../engine/build-request.ts';
import { classifyAnswer, type ClassifiedAnswer } from '../engine/classify-answer.ts';
import { messages } from '../catalog/messages.ts';
import { portalClientHeader, sendRequest } from '../engine/send-request.ts';

/** Sends one built request to the portal's API and classifies its answer as the 'Coba' panel does. */
export type PortalApi = (request: BuiltRequest, fallbackError: string) => Promise<ClassifiedAnswer>;

/** Statuses whose answer may carry no body (a `Response` refuses one). */
const bodiless = new Set([101, 204, 205, 304]);

/** The serialised request's headers (with the multipart boundary) as inject takes them. */
function headerRecord(headers: Headers): Record<string, string> {
  const record: Record<string, string> = {};
  headers.forEach((value, name) => (record[name] = value));
  return record;
}

export interface InjectOptions {
  /** The address the call is said to come from: the MCP client's, so limits by address count it. */
  remoteAddress?: string;
}

/**
 * The portal's own `/api/*` routes in this process, through Fastify's `inject`: no socket, the
 * same hooks (the key's account and quota, the rate limits), validation and handlers, or the
 * forwarding to `API_UPSTREAM`, that a 'Coba' call from the browser goes through. The body is
 * serialised by the platform's `Request`, so a multipart body gets its boundary exactly as
 * `fetch` would send it.
 */
export function injectedApi(app: FastifyInstance, options: InjectOptions = {}): PortalApi {
  return async (request, fallbackError) => {
    // The request log names these calls as the MCP server's.
    const sent = { ...request.headers, [portalClientHeader]: 'mcp' };
    const outgoing = new Request(new URL(request.url, 'http://portal.local'), { method: request.method, headers: sent, body: request.body });
    const payload = request.body === undefined ? undefined : Buffer.from(await outgoing.arrayBuffer());
    const res = await app.inject({ method: request.method, url: request.url, headers: headerRecord(outgoing.headers), payload, remoteAddress: options.remoteAddress });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) headers.append(name, String(one));
    }
    const body = bodiless.has(res.statusCode) ? null : new Uint8Array(res.rawPayload);
    return classifyAnswer(new Response(body, { status: res.statusCode, headers }), fallbackError);
  };
}

/**
 * A real API over HTTP (`API_UPSTREAM`; `target` is the server's own mapping of a portal path onto
 * it, null for a path that would leave `/api/`), with the portal's own timeout and Indonesian network messages.
 */
export function upstreamApi(target: (path: string) => URL | null, timeoutMs: number): PortalApi {
  return async (request, fallbackError) => {
    const url = target(request.url);
    if (!url) return { ok: false, status: 0, message: messages.notFound };
    return sendRequest({ ...request, url: url.href }, fallbackError, { timeoutMs, client: 'mcp' });
  };
}
