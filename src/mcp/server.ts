import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { messages } from '../catalog/messages.ts';
import type { Catalog } from '../catalog/types.ts';
import { buildPreparedRequest } from '../engine/build-request.ts';
import { createEntryValidator } from '../server/embedded/validate.ts';
import { answerContent, errorResult } from './answer-content.ts';
import type { PortalApi } from './portal-api.ts';
import { prepareCall } from './prepare-call.ts';
import { entryTool, toolEntries } from './tools.ts';

export interface PortalMcpOptions {
  catalog: Catalog;
  api: PortalApi;
  /** Sent as `apikey` with every call, as the portal's session would. */
  apiKey: string;
  info: { name: string; version: string };
}

/**
 * An MCP server whose tools are the catalog's tryable entries. A call is checked with the
 * embedded API's own validator (same ajv configuration, same messages), then sent to the API.
 */
export function createPortalMcpServer(options: PortalMcpOptions): Server {
  const entries = new Map(toolEntries(options.catalog).map((entry) => [entry.id, entry]));
  const tools = [...entries.values()].map(entryTool);
  const validatorFor = createEntryValidator();
  const validators = new Map([...entries.values()].map((entry) => [entry.id, validatorFor(entry)]));
  const server = new Server(options.info, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const entry = entries.get(request.params.name);
    const validate = validators.get(request.params.name);
    if (!entry || !validate) return errorResult(messages.featureNotFound);
    const call = prepareCall(entry, validate, request.params.arguments ?? {});
    if (!call.ok) return errorResult(call.message);
    const built = buildPreparedRequest(entry, call.inputs, options.apiKey, call.files);
    return answerContent(entry, await options.api(built, entry.error));
  });
  return server;
}
