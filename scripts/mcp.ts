/**
 * `npm run mcp`: an MCP server on stdio whose tools are the catalog's tryable entries. Standard
 * output carries the protocol only; what a person should read goes to standard error.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { catalogDir, loadCatalog } from '../src/catalog/loader.ts';
import { connectApi } from '../src/mcp/api-from-env.ts';
import { createPortalMcpServer } from '../src/mcp/server.ts';
import { toolEntries } from '../src/mcp/tools.ts';
import { projectRoot } from '../src/server/app.ts';
import { configFromEnv } from '../src/server/config.ts';

const { name, version } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { name: string; version: string };
const { catalog, problems } = loadCatalog(catalogDir(projectRoot));
for (const p of problems) console.error(`katalog: ${p.file}:${p.line}:${p.col} ${p.message}`);

let connected;
try {
  connected = await connectApi(configFromEnv(), process.env.PORTAL_APIKEY);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const server = createPortalMcpServer({ catalog, api: connected.api, apiKey: connected.apiKey, info: { name, version } });
const transport = new StdioServerTransport();
transport.onclose = () => void connected.close();
await server.connect(transport);
console.error(`Server MCP siap di stdio: ${toolEntries(catalog).length} tool, memanggil ${connected.target}.`);
