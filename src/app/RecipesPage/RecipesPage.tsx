import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from '../../router/index.ts';
import { recipes } from 'virtual:portal-recipes';
import { recipesPagePath } from '../../catalog/recipes/summary.ts';
import { messages } from '../../catalog/messages.ts';
import { RecipeRunner } from '../../panels/RecipeRunner/index.ts';
import { useFocusOnOpen, usePageTitle } from '../a11y/index.ts';
import { PanelErrorBoundary } from '../PanelErrorBoundary/index.ts';
import { useSession } from '../session/index.ts';
import { RecipeList } from './RecipeList.tsx';
import { useRecipeEntries } from './use-recipe-entries.ts';

const listTitle = 'Resep';

/** `/dashboard/resep` lists the recipes; `/dashboard/resep/<id>` runs one, step by step or all at once. */
export function RecipesPage() {
  const { recipe: recipeId } = useParams();
  const recipe = recipeId ? recipes.find((r) => r.id === recipeId) : undefined;
  const { apiKey, refreshProfile } = useSession();
  const entries = useRecipeEntries(recipe);
  const title = recipeId ? recipe?.title ?? 'Resep tidak ditemukan' : listTitle;
  usePageTitle(title);
  const heading = useFocusOnOpen<HTMLHeadingElement>(recipeId ?? 'resep');
  return (
    <Paper withBorder shadow="sm" p="md" radius="md">
      <Stack gap="md">
        <Anchor component={Link} to={recipeId ? recipesPagePath : '/dashboard'}>
          ← {recipeId ? 'Semua resep' : messages.backToAll}
        </Anchor>
        <Title order={1} size="h2" ref={heading} tabIndex={-1}>
          {title}
        </Title>
        {!recipeId ? (
          <>
            <Text>Alur beberapa langkah: tiap langkah memakai jawaban langkah sebelumnya, jadi Anda tidak perlu menyalin nilai dari satu form ke form berikutnya.</Text>
            <RecipeList />
          </>
        ) : null}
        {recipe ? <Text>{recipe.summary}</Text> : null}
        {recipe && entries.phase === 'loading' ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">Memuat resep...</Text>
          </Group>
        ) : null}
        {recipe && entries.phase === 'failed' ? (
          <Alert color="red" title="Gagal memuat resep">
            Muat ulang halaman lalu coba lagi.
          </Alert>
        ) : null}
        {recipe && entries.phase === 'ready' ? (
          <PanelErrorBoundary key={recipe.id} name={recipe.id}>
            <RecipeRunner recipe={recipe} entryOf={entries.entryOf} getApiKey={() => apiKey} onRequestDone={refreshProfile} />
          </PanelErrorBoundary>
        ) : null}
        {recipeId && !recipe ? <Text>Tidak ada resep '{recipeId}'.</Text> : null}
      </Stack>
    </Paper>
  );
}
