import { describe, expect, it } from 'vitest';
import { agentConfigs } from '../../../../src/app/ProfilePage/agent-configs.ts';

const parsed = (endpoint: string) => Object.fromEntries(agentConfigs(endpoint, 'kunci-saya').map((c) => [c.id, JSON.parse(c.text) as Record<string, Record<string, Record<string, unknown>>>]));

describe('konfigurasi agen untuk /mcp', () => {
  it('Cursor dan VS Code: server HTTP jarak jauh dengan header Authorization Bearer, dalam format masing-masing', () => {
    const configs = parsed('https://portal.example/mcp');
    expect(configs.cursor.mcpServers['portal-api']).toEqual({ url: 'https://portal.example/mcp', headers: { Authorization: 'Bearer kunci-saya' } });
    expect(configs.vscode.servers['portal-api']).toEqual({ type: 'http', url: 'https://portal.example/mcp', headers: { Authorization: 'Bearer kunci-saya' } });
  });

  it('Claude Desktop: mcp-remote lewat npx, nilai header di env; --allow-http hanya bila portal tidak memakai https', () => {
    const secure = parsed('https://portal.example/mcp').claude.mcpServers['portal-api'];
    expect(secure).toEqual({
      command: 'npx',
      args: ['-y', 'mcp-remote', 'https://portal.example/mcp', '--transport', 'http-only', '--header', 'Authorization:${PORTAL_AUTH}'],
      env: { PORTAL_AUTH: 'Bearer kunci-saya' },
    });
    expect(parsed('http://127.0.0.1:5173/mcp').claude.mcpServers['portal-api'].args).toContain('--allow-http');
  });
});
