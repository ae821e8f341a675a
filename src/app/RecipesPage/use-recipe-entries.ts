import { useEffect, useState } from 'react';
import { loadGroup, loadedGroup } from 'virtual:portal-catalog';
import type { RecipeSummary } from '../../catalog/recipes/summary.ts';
import type { LoadedEntry } from '../../engine/index.ts';

type Entries = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; entryOf: (id: string) => LoadedEntry | undefined };

const lookup = (groups: { entries: LoadedEntry[] }[]) => {
  const byId = new Map(groups.flatMap((g) => g.entries).map((e) => [e.entry.id, e]));
  return (id: string) => byId.get(id);
};

/** The entries a recipe's steps call: the chunks of their groups, fetched together. */
export function useRecipeEntries(recipe: RecipeSummary | undefined): Entries {
  const groupIds = recipe ? [...new Set(Object.values(recipe.entryGroups))] : [];
  const key = groupIds.join(',');
  const [state, setState] = useState<Entries>(() => {
    const ready = groupIds.map((id) => loadedGroup(id));
    return ready.every((g) => g !== null) && groupIds.length > 0 ? { phase: 'ready', entryOf: lookup(ready as { entries: LoadedEntry[] }[]) } : { phase: 'loading' };
  });
  useEffect(() => {
    if (!key) return;
    let live = true;
    Promise.all(key.split(',').map((id) => loadGroup(id))).then(
      (groups) => live && setState({ phase: 'ready', entryOf: lookup(groups) }),
      () => live && setState({ phase: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}
