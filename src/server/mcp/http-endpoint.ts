import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../accounts/index.ts';
import { apiCsp, useOwnCsp as withOwnCsp } from '../shell/index.ts';
import { fail } from '../common/index.ts';
// The CSP helper's name begins with 'use' but it is no React hook: renamed here so the hooks rule reads it right.
import { injectedApi, type PortalApi } from '../../mcp/portal-api.ts';
import { createPortalMcpServer } from '../../mcp/server.ts';
import type { PortalToolset } from '../../mcp/toolset.ts';
import type { AccountDoor } from '../../mcp/account-tools.ts';

export const mcpPath = '/mcp';

/** Each API key's account door for the MCP account tools (the embedded mode builds it: modes/account-door.ts). */
export type AccountDoors = (apikey: string, log: FastifyBaseLogger) => AccountDoor;

export const mcpMessages = {
  keyMissing: 'API Key tidak ditemukan. Kirim API key Anda di header Authorization: Bearer <API key> (API key ada di halaman Profil).',
  postOnly: 'Endpoint MCP ini hanya menerima POST: Streamable HTTP tanpa sesi, tanpa aliran SSE terpisah.',
} as const;

/** Room for a tool call carrying a 5 MB file in base64 (a third larger) and its JSON around it. */
export const mcpBodyLimit = 8 * 1024 * 1024;

export interface McpEndpointOptions {
  /** Built on the first request: a server that is never asked pays nothing for it. */
  toolset: () => PortalToolset;
  info: { name: string; version: string };
  /** The mode's rule for the developer's key; none (upstream mode): the upstream judges the key on every call. */
  keyRule?: McpKeyRule;
  /** Embedded API: the key's own account as tools (changes for it, webhook deliveries). */
  account?: AccountDoors;
}

/** What `/mcp` asks of the API behind it about a developer's key, judged once per request. */
export interface McpKeyRule {
  /** The 401 message for a refused key, or how the admitted caller's tool calls reach the API. */
  admit(apikey: string, log: FastifyBaseLogger): Promise<{ refused: string } | { through: (api: PortalApi) => PortalApi }>;
}

/** A caller `/mcp` let in: the key its tools send, and how their calls reach the API. */
interface McpCaller {
  apikey: string;
  through: (api: PortalApi) => PortalApi;
}

const unchanged = (api: PortalApi) => api;

/** Request headers the transport reads; the rest (host, length, hop-by-hop) describe this hop only. */
const passed = ['accept', 'content-type', 'mcp-protocol-version', 'mcp-session-id', 'last-event-id'];

function webRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const name of passed) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(new URL(mcpPath, 'http://portal.local'), { method: request.method, headers });
}

/**
 * The transport's own refusals, said in Indonesian. They stay JSON-RPC errors with the
 * transport's code, so a client reads them as it would the SDK's English ones.
 */
export const transportRefusals: Record<number, string> = {
  400: 'Permintaan MCP tidak valid: kirim pesan JSON-RPC 2.0.',
  406: 'Header Accept harus memuat application/json dan text/event-stream.',
  415: 'Content-Type harus application/json.',
};

function inIndonesian(status: number, body: Buffer): Buffer {
  const message = transportRefusals[status];
  if (!message) return body;
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { error?: { message?: string } };
    if (!parsed.error) return body;
    parsed.error.message = message;
    return Buffer.from(JSON.stringify(parsed));
  } catch {
    return body;
  }
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') reply.header(name, value);
  });
  // JSON answers only (no SSE): the whole body, so the compression and security hooks apply to it.
  const body = inIndonesian(response.status, Buffer.from(await response.arrayBuffer()));
  return reply.send(body.length > 0 ? body : undefined);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** `/mcp`: the developer, once the endpoint's check let their key in. */
    mcpCaller: McpCaller | null;
  }
}

const doorsOf = new WeakMap<FastifyInstance, AccountDoors>();

/** The account doors `/mcp` opens on this server (embedded API only): the stdio door (`npm run mcp`) opens the same ones. */
export const accountDoorsOf = (app: FastifyInstance): AccountDoors | undefined => doorsOf.get(app);

/**
 * `POST /mcp`: the Streamable HTTP transport of MCP in stateless mode, a new server and transport
 * for every request (nothing is kept between requests, so any instance can answer any request).
 * The developer's own API key (`Authorization: Bearer`) is checked before the body is read; each
 * tool call is then sent to the portal's own `/api/...` route with that key, so it is counted,
 * limited and logged exactly as a 'Coba' call is.
 */
export function registerMcpEndpoint(app: FastifyInstance, options: McpEndpointOptions): void {
  if (options.account) doorsOf.set(app, options.account);
  app.decorateRequest('mcpCaller', null);
  app.route({
    method: 'POST',
    url: mcpPath,
    bodyLimit: mcpBodyLimit,
    onRequest: async (request, reply) => {
      withOwnCsp(reply, apiCsp);
      const apikey = bearerToken(request);
      const admitted = apikey ? await options.keyRule?.admit(apikey, request.log) : { refused: mcpMessages.keyMissing };
      if (admitted && 'refused' in admitted) return fail(reply.header('WWW-Authenticate', 'Bearer realm="Portal API"'), 401, admitted.refused);
      request.mcpCaller = { apikey, through: admitted?.through ?? unchanged };
    },
    handler: async (request, reply) => {
      const server = createPortalMcpServer({
        toolset: options.toolset(),
        api: (request.mcpCaller?.through ?? unchanged)(injectedApi(app, { remoteAddress: request.ip })),
        apiKey: request.mcpCaller?.apikey ?? '',
        info: options.info,
        account: options.account?.(request.mcpCaller?.apikey ?? '', request.log),
      });
      const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      await server.connect(transport);
      try {
        return await sendWebResponse(reply, await transport.handleRequest(webRequest(request), { parsedBody: request.body }));
      } finally {
        await server.close();
      }
    },
  });
  // Stateless: no stream to open with GET and no session to end with DELETE (the transport's 405).
  app.route({
    method: ['GET', 'DELETE', 'PUT', 'PATCH', 'OPTIONS'],
    url: mcpPath,
    handler: (_request, reply) => fail(withOwnCsp(reply, apiCsp).header('Allow', 'POST'), 405, mcpMessages.postOnly),
  });
}
