import type { FastifyInstance } from 'fastify';
import { messages } from '../catalog/messages.ts';
import type { BuiltRequest } from '../engine/build-request.ts';
import { classifyAnswer, type Answer } from '../engine/classify-answer.ts';
import { portalClientHeader, sendRequest } from '../engine/send-request.ts';
import { upstreamUrl } from '../server/upstream.ts';

/** Sends one built request to the portal's API and classifies its answer as the 'Coba' panel does. */
export type PortalApi = (request: BuiltRequest, fallbackError: string) => Promise<Answer>;

/** Statuses whose answer may carry no body (a `Response` refuses one). */
const bodiless = new Set([101, 204, 205, 304]);

/**
 * The embedded API in this process, through Fastify's `inject`: no socket, the same routes,
 * validation and handlers a browser reaches. The body is serialised by the platform's `Request`,
 * so a multipart body gets its boundary exactly as `fetch` would send it.
 */
export function embeddedApi(app: FastifyInstance): PortalApi {
  return async (request, fallbackError) => {
    // The request log names these calls as the MCP server's.
    const sent = { ...request.headers, [portalClientHeader]: 'mcp' };
    const outgoing = new Request(new URL(request.url, 'http://portal.local'), { method: request.method, headers: sent, body: request.body });
    const payload = request.body === undefined ? undefined : Buffer.from(await outgoing.arrayBuffer());
    const res = await app.inject({ method: request.method, url: request.url, headers: Object.fromEntries(outgoing.headers), payload });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) headers.append(name, String(one));
    }
    const body = bodiless.has(res.statusCode) ? null : new Uint8Array(res.rawPayload);
    return classifyAnswer(new Response(body, { status: res.statusCode, headers }), fallbackError);
  };
}

/** A real API over HTTP (`API_UPSTREAM`), with the portal's own timeout and Indonesian network messages. */
export function upstreamApi(base: string, timeoutMs: number): PortalApi {
  return async (request, fallbackError) => {
    const target = upstreamUrl(base, request.url);
    if (!target) return { ok: false, status: 0, message: messages.notFound };
    return sendRequest({ ...request, url: target.href }, fallbackError, { timeoutMs, client: 'mcp' });
  };
}
