/**
 * The MCP room's door for the server: `/mcp` over HTTP. The command line's stdio server builds a
 * whole portal (`api-from-env.ts`) and is entered from scripts/, never from another room.
 */
export { registerMcpEndpoint, type McpKeyRule } from './http-endpoint.ts';
