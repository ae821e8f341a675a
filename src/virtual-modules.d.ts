/** Modules the catalog Vite plugin (scripts/vite-plugin-catalog.ts) generates from catalog/. */
declare module 'virtual:portal-tiles' {
  import type { GroupSummary } from './catalog/types.ts';
  /** The catalog's groups as tiles, all the first page load carries. */
  export const groups: GroupSummary[];
}

declare module 'virtual:portal-catalog' {
  import type { GroupSummary } from './catalog/types.ts';
  import type { LoadedGroup } from './engine/index.ts';
  /** The same tiles as `virtual:portal-tiles`. */
  export const groups: GroupSummary[];
  /** A group's entries with their schemas and precompiled validators: a lazy chunk per group. */
  export function loadGroup(id: string): Promise<LoadedGroup>;
  /** The group's chunk when it has already arrived, so a panel opened again renders at once. */
  export function loadedGroup(id: string): LoadedGroup | null;
}

declare module 'virtual:portal-recipe-links' {
  import type { RecipeSummary } from './catalog/recipes/summary.ts';
  /** Each recipe's name and the groups its steps call: what a group page links. */
  export const recipeLinks: Pick<RecipeSummary, 'id' | 'title' | 'entryGroups'>[];
}

declare module 'virtual:portal-recipes' {
  import type { RecipeSummary } from './catalog/recipes/summary.ts';
  /** The catalog's recipes, each with the group of every entry its steps call. */
  export const recipes: RecipeSummary[];
}

/** Mantine's own ScrollArea module, for src/app/theme/lazy-scroll-area.tsx (scripts/vite-plugin-scroll-area.ts). */
declare module 'virtual:mantine-scroll-area' {
  export { ScrollArea } from '@mantine/core';
}
