import { judgeKey } from '../accounts/index.ts';
import type { McpKeyRule } from '../mcp/index.ts';
import type { ApiKeysRepository } from '../store/index.ts';
import { InternalCalls } from './caller.ts';

/**
 * The embedded API judges an MCP key once, at `/mcp`: each tool call then carries the admitted
 * key in process (a one-time token), so the caller hook counts it on the quota without judging
 * the key again.
 */
export function embeddedMcpKeys(keys: Pick<ApiKeysRepository, 'lookup' | 'replaced'>, internal: InternalCalls): McpKeyRule {
  return {
    async admit(apikey, log) {
      const judged = await judgeKey(keys, apikey, log);
      if (!judged.ok) return { refused: judged.message };
      const { ok: _ok, ...admitted } = judged;
      return {
        through: (api) => async (request, fallbackError) => {
          const token = internal.issue(admitted, { counted: true });
          try {
            return await api({ ...request, headers: { ...request.headers, [InternalCalls.header]: token } }, fallbackError);
          } finally {
            internal.revoke(token);
          }
        },
      };
    },
  };
}
