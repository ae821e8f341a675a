/**
 * The header the portal's own callers name themselves with (the browser's run engine `portal`, the
 * MCP server `mcp`): the server's request log reads it, so both sides take the name from here.
 */
export const portalClientHeader = 'X-Portal-Client';
