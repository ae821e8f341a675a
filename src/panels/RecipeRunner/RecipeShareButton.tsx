import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { recipePagePath } from '../../catalog/recipes/summary.ts';
import type { Recipe } from '../../catalog/recipes/types.ts';

/** 'Salin tautan': the recipe's own page, which opens with its first step ready. */
export function RecipeShareButton({ recipe }: { recipe: Pick<Recipe, 'id'> }) {
  const copy = async () => {
    const link = `${window.location.origin}${recipePagePath(recipe)}`;
    try {
      await navigator.clipboard.writeText(link);
      notifications.show({ color: 'green', message: 'Tautan resep disalin.' });
    } catch {
      notifications.show({ color: 'yellow', message: link });
    }
  };
  return (
    <Button variant="default" onClick={() => void copy()} data-testid="recipe-share-link">
      Salin tautan
    </Button>
  );
}
