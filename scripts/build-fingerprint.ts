import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Folders and files whose content decides the build. */
export const buildInputs = ['src', 'catalog', 'public', 'scripts', 'index.html', 'vite.config.ts', 'tsconfig.json', 'tsconfig.server.json', 'package-lock.json'];

/** Variables a build writes into the pages (the site's origin, the catalog to read, `VITE_*`). */
function buildEnvironment(env: NodeJS.ProcessEnv): string[] {
  return Object.keys(env)
    .filter((name) => name.startsWith('VITE_') || name === 'PORTAL_SITE_URL' || name === 'PORTAL_CATALOG_DIR')
    .sort()
    .map((name) => `${name}=${env[name] ?? ''}`);
}

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((item) => item.name !== 'node_modules' && !item.name.startsWith('.tmp'))
    .flatMap((item) => filesUnder(join(path, item.name)));
}

/** The build's inputs under `root` as one hash: their paths and contents, and the build environment. */
export function buildFingerprint(root: string, env: NodeJS.ProcessEnv, inputs: readonly string[] = buildInputs): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(join(root, input))).sort()) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.update(buildEnvironment(env).join('\n')).digest('hex');
}
