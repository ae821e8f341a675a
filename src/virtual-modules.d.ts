/** Modules the catalog Vite plugin (scripts/vite-plugin-catalog.ts) generates from catalog/. */
declare module 'virtual:portal-catalog' {
  import type { GroupSummary } from './catalog/types.ts';
  import type { LoadedGroup } from './engine/index.ts';
  /** The catalog's index: groups and entry summaries, all the first page load carries. */
  export const groups: GroupSummary[];
  /** A group's full entries with their precompiled validators: a lazy chunk per group. */
  export function loadGroup(id: string): Promise<LoadedGroup>;
}
