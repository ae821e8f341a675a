import { Alert, Button, Group, Stack } from '@mantine/core';
import { useCallback } from 'react';
import type { RecipeSummary } from '../../catalog/recipes/summary.ts';
import type { LoadedEntry } from '../../engine/index.ts';
import { stepTitle } from '../../engine/recipe/index.ts';
import { recordEngineRuns } from '../../history/record-run.ts';
import { RecipeShareButton } from './RecipeShareButton.tsx';
import { RecipeStepCard } from './RecipeStepCard.tsx';
import { useRecipeRun } from './use-recipe-run.ts';

// Every step's call lands in 'Riwayat' like any 'Coba' run.
recordEngineRuns();

export interface RecipeRunnerProps {
  recipe: RecipeSummary;
  /** The loaded entry of an entry id (its group's chunk has arrived). */
  entryOf: (entryId: string) => LoadedEntry | undefined;
  getApiKey: () => string | null;
  onRequestDone?: () => void;
}

/** A recipe's steps, each a 'Coba' form fed by the answers before it, and 'Jalankan semua'. */
export function RecipeRunner({ recipe, entryOf, getApiKey, onRequestDone }: RecipeRunnerProps) {
  const { context, steps, all, runOne, runAll, setValues } = useRecipeRun(recipe, entryOf, getApiKey, onRequestDone);
  const locked = all.phase === 'running' || steps.some((s) => s.phase === 'loading');
  const titleOf = useCallback(
    (stepId: string) => {
      const index = recipe.steps.findIndex((s) => s.id === stepId);
      return `langkah ${index + 1} (${stepTitle(recipe.steps[index], entryOf(recipe.steps[index]?.entry)?.entry)})`;
    },
    [recipe, entryOf],
  );
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <Button onClick={() => void runAll()} loading={false} disabled={locked} data-state={all.phase}>
          {all.phase === 'running' ? 'Menjalankan...' : 'Jalankan semua'}
        </Button>
        <RecipeShareButton recipe={recipe} />
      </Group>
      <div aria-live="polite">
        {all.phase === 'stopped' ? (
          <Alert color="red" title="Resep berhenti" role="alert">
            {all.message}
          </Alert>
        ) : null}
        {all.phase === 'done' ? (
          <Alert color="green" title="Resep selesai">
            Semua {recipe.steps.length} langkah berhasil.
          </Alert>
        ) : null}
      </div>
      {recipe.steps.map((step, index) => {
        const loaded = entryOf(step.entry);
        if (!loaded) return null;
        return (
          <RecipeStepCard
            key={step.id}
            step={step}
            index={index}
            loaded={loaded}
            state={steps[index]}
            files={context.files}
            locked={locked && steps[index].phase !== 'loading'}
            onChange={(values) => setValues(index, values)}
            onRun={(values) => void runOne(index, values)}
            titleOf={titleOf}
          />
        );
      })}
    </Stack>
  );
}
