import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Built by scripts/vite-plugin-route-preload.ts: the files each route asks for after the first chunk. */
export interface RoutePreloads {
  /** The welcome page (`/`) and the sign-in page (`/login`), outside the first chunk. */
  homePage: string[];
  loginPage: string[];
  groupPage: string[];
  profilePage: string[];
  /** The sign-up page ('Daftar') and its form. */
  signupPage: string[];
  tryPanel: string[];
  /** Per group: its chunk (entries, schemas, validators) and its group-wide view. */
  groups: Record<string, string[]>;
  /** Per tryable entry: the renderer (and widget) its answer is shown with. */
  entries: Record<string, string[]>;
}

export const ROUTE_PRELOAD_FILE = join('.vite', 'route-preload.json');

export function readRoutePreloads(distDir: string): RoutePreloads | null {
  const file = join(distDir, ROUTE_PRELOAD_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads) : null;
}

function segment(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** The files a route needs beyond what index.html names: a deep link gets its group, its form and its renderer. */
export function filesForRoute(map: RoutePreloads, pathname: string): string[] {
  if (pathname === '/') return map.homePage;
  if (pathname === '/login') return map.loginPage;
  if (pathname === '/profile') return map.profilePage;
  if (pathname === '/daftar') return map.signupPage;
  const match = /^\/dashboard\/([^/]+)(?:\/([^/]+))?\/?$/.exec(pathname);
  const group = segment(match?.[1]);
  if (!group || !Object.hasOwn(map.groups, group)) return [];
  const files = [...map.groupPage, ...map.groups[group]!];
  const entry = segment(match?.[2]);
  if (entry && Object.hasOwn(map.entries, entry)) files.push(...map.tryPanel, ...map.entries[entry]!);
  return [...new Set(files)];
}

/** `<link>` tags for those files: scripts as modulepreload, stylesheets applied at once (no flash of unstyled form). */
export function preloadTags(files: string[], alreadyNamed: string): string {
  return files
    .filter((file) => !alreadyNamed.includes(`"${file}"`))
    .map((file) => (file.endsWith('.css') ? `<link rel="stylesheet" crossorigin href="${file}">` : `<link rel="modulepreload" crossorigin href="${file}">`))
    .join('\n    ');
}
