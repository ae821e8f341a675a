import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written by scripts/vite-plugin-reference.ts: the prerendered reference pages of the build. */
export interface ReferencePages {
  /** The origin the pages were built for (`PORTAL_SITE_URL`), or null: each request's own origin is filled in. */
  origin: string | null;
  /** Route (`/docs/tools/qrcode`) → its HTML file under dist/. */
  pages: Record<string, string>;
}

export const REFERENCE_PAGES_FILE = join('.vite', 'reference-pages.json');

export function readReferencePages(distDir: string): ReferencePages | null {
  const file = join(distDir, REFERENCE_PAGES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ReferencePages) : null;
}

/** `/docs/<group>/<id>` (not its `.md` twin): a reference route, prerendered or unknown. */
export const isReferenceRoute = (path: string) => /^\/docs\/[^/]+\/[^/]+$/.test(path) && !path.endsWith('.md');
