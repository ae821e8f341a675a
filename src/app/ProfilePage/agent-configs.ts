/** The name the portal's server takes in an agent's configuration. */
export const serverName = 'portal-api';

export type AgentClientId = 'claude' | 'cursor' | 'vscode';

export interface AgentConfig {
  id: AgentClientId;
  label: string;
  /** Where the text goes, and what to do after. */
  where: string;
  text: string;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * Ready-to-paste configurations of the portal's MCP endpoint, in each client's own format for a
 * remote Streamable HTTP server with a header. Claude Desktop's file only starts local commands,
 * so it reaches a remote server through `mcp-remote` (the header's value in `env`: a space inside
 * an argument is split on some systems); `--allow-http` only when the portal is not on https.
 */
export function agentConfigs(endpoint: string, apiKey: string): AgentConfig[] {
  const authorization = `Bearer ${apiKey}`;
  const http = endpoint.startsWith('http:');
  return [
    {
      id: 'claude',
      label: 'Claude Desktop',
      where: 'Tempel di claude_desktop_config.json (Settings → Developer → Edit Config), lalu tutup dan buka lagi Claude Desktop. Perlu Node.js (npx).',
      text: json({
        mcpServers: {
          [serverName]: {
            command: 'npx',
            args: ['-y', 'mcp-remote', endpoint, '--transport', 'http-only', ...(http ? ['--allow-http'] : []), '--header', 'Authorization:${PORTAL_AUTH}'],
            env: { PORTAL_AUTH: authorization },
          },
        },
      }),
    },
    {
      id: 'cursor',
      label: 'Cursor',
      where: 'Tempel di ~/.cursor/mcp.json (semua proyek) atau .cursor/mcp.json (satu proyek).',
      text: json({ mcpServers: { [serverName]: { url: endpoint, headers: { Authorization: authorization } } } }),
    },
    {
      id: 'vscode',
      label: 'VS Code',
      where: 'Tempel di .vscode/mcp.json proyek Anda (atau MCP: Open User Configuration), lalu pilih Start pada server itu.',
      text: json({ servers: { [serverName]: { type: 'http', url: endpoint, headers: { Authorization: authorization } } } }),
    },
  ];
}
