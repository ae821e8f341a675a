import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import { messages } from '../catalog/messages.ts';
import { buildPreparedRequest } from '../engine/build-request.ts';
import { accountTools, callAccountTool, type AccountDoor } from './account-tools.ts';
import { answerContent, errorResult } from './answer-content.ts';
import type { PortalApi } from './portal-api.ts';
import { prepareCall } from './prepare-call.ts';
import { searchToolName } from './search-tool.ts';
import type { PortalToolset } from './toolset.ts';

export interface PortalMcpOptions {
  toolset: PortalToolset;
  api: PortalApi;
  /** Sent as `apikey` with every call, as the portal's session would. */
  apiKey: string;
  info: { name: string; version: string };
  /** The key's account, where the portal keeps accounts (embedded API): its tools join the list. */
  account?: AccountDoor;
}

export const resourceNotFoundMessage = 'Panduan tidak ditemukan.';

/** The MCP specification's code for an unknown resource URI (the SDK's enum does not name it). */
const resourceNotFound = -32002;

/**
 * An MCP server whose tools are the catalog's tryable entries (and the portal's search, and with an
 * account door the tools of the key's own account: src/mcp/account-tools.ts), and whose
 * resources are the entries' guides. A call is checked with the embedded API's own validator
 * (same ajv configuration, same messages), then sent to the API.
 */
export function createPortalMcpServer(options: PortalMcpOptions): Server {
  const { toolset } = options;
  const server = new Server(options.info, { capabilities: { tools: {}, resources: {} } });

  const { account } = options;
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: account ? [...toolset.tools, ...accountTools] : toolset.tools }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const args = request.params.arguments ?? {};
    if (request.params.name === searchToolName) return toolset.search.call(args);
    const forAccount = account && (await callAccountTool(account, request.params.name, args));
    if (forAccount) return forAccount;
    const entry = toolset.entries.get(request.params.name);
    const validate = toolset.validators.get(request.params.name);
    if (!entry || !validate) return errorResult(messages.featureNotFound);
    const call = prepareCall(entry, validate, args);
    if (!call.ok) return errorResult(call.message);
    const built = buildPreparedRequest(entry, call.inputs, options.apiKey, call.files);
    return answerContent(entry, await options.api(built, entry.error));
  });

  server.setRequestHandler(ListResourcesRequestSchema, () => ({
    resources: [...toolset.resources.values()].map(({ text: _text, ...resource }) => resource),
  }));
  server.setRequestHandler(ReadResourceRequestSchema, (request) => {
    const resource = toolset.resources.get(request.params.uri);
    if (!resource) throw new McpError(resourceNotFound, resourceNotFoundMessage, { uri: request.params.uri });
    return { contents: [{ uri: resource.uri, mimeType: resource.mimeType, text: resource.text }] };
  });
  return server;
}
