/**
 * The MCP room's door for the server: `/mcp` over HTTP. The command line's stdio server builds a
 * whole portal (`api-from-env.ts`) and is entered from scripts/, never from another room.
 */
export { accountDoors, type AccountDoors } from './account-door.ts';
export { registerMcpEndpoint } from './http-endpoint.ts';
