import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The name and version an MCP client is told: the portal's own package's. */
export function portalInfo(projectRoot: string): { name: string; version: string } {
  const { name, version } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { name: string; version: string };
  return { name, version };
}
