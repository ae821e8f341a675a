/**
 * `npm run mcp`: an MCP server on stdio whose tools are the catalog's tryable entries. Standard
 * output carries the protocol only; what a person should read goes to standard error.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { catalogDir, loadCatalog } from '../src/catalog/loader.ts';
import { connectApi } from '../src/server/mcp-stdio-api.ts';
import { portalInfo } from '../src/mcp/portal-info.ts';
import { createPortalMcpServer } from '../src/mcp/server.ts';
import { accountTools } from '../src/mcp/account-tools.ts';
import { createPortalToolset } from '../src/mcp/toolset.ts';
import { createEntryValidator } from '../src/server/embedded/validate.ts';
import { projectRoot } from '../src/server/app.ts';
import { configFromEnv } from '../src/server/shell/config.ts';

const { catalog, problems } = loadCatalog(catalogDir(projectRoot));
for (const p of problems) console.error(`katalog: ${p.file}:${p.line}:${p.col} ${p.message}`);

let connected;
try {
  connected = await connectApi(configFromEnv(), process.env.PORTAL_APIKEY);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const toolset = createPortalToolset(catalog, createEntryValidator());
const server = createPortalMcpServer({ toolset, api: connected.api, apiKey: connected.apiKey, info: portalInfo(projectRoot), account: connected.account });
const transport = new StdioServerTransport();
transport.onclose = () => void connected.close();
await server.connect(transport);
console.error(`Server MCP siap di stdio: ${toolset.tools.length + (connected.account ? accountTools.length : 0)} tool, ${toolset.resources.size} panduan, memanggil ${connected.target}.`);
