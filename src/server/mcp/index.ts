/**
 * The MCP room's door for the server: `/mcp` over HTTP. The command line's stdio server builds a
 * whole portal (`../mcp-stdio-api.ts`, beside `app.ts`) and is entered from scripts/, never from a room.
 */
export { accountDoorsOf, registerMcpEndpoint, type AccountDoors, type McpKeyRule } from './http-endpoint.ts';
