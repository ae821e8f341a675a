import type { Catalog } from '../types.ts';
import type { Recipe } from './types.ts';

/** A recipe as the browser gets it: where each step's entry lives, so its group's chunk can be fetched. */
export interface RecipeSummary extends Recipe {
  /** Entry id → its group. */
  entryGroups: Record<string, string>;
}

/** Every recipe of the catalog with the groups of its entries. */
export function recipeIndex(catalog: Catalog): RecipeSummary[] {
  const groupOf = new Map(catalog.groups.flatMap((g) => g.entries.map((e) => [e.id, g.id] as const)));
  return (catalog.recipes ?? []).map((recipe) => ({
    ...recipe,
    entryGroups: Object.fromEntries(recipe.steps.map((s) => [s.entry, groupOf.get(s.entry) ?? ''])),
  }));
}

/** The recipes one of whose steps calls an entry of this group. */
export const recipesOfGroup = <R extends Pick<RecipeSummary, 'entryGroups'>>(recipes: R[], groupId: string): R[] => recipes.filter((r) => Object.values(r.entryGroups).includes(groupId));

/** The page of a recipe in the portal; also its share link. */
export const recipePagePath = (recipe: Pick<Recipe, 'id'>) => `/dashboard/resep/${recipe.id}`;

/** The page listing every recipe. */
export const recipesPagePath = '/dashboard/resep';
