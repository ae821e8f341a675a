import { Button } from '@mantine/core';
import { recipePagePath } from '../../catalog/recipes/summary.ts';
import type { Recipe } from '../../catalog/recipes/types.ts';
import { copyText } from '../../ui/copy-text.ts';

/** 'Salin tautan': the recipe's own page, which opens with its first step ready. */
export function RecipeShareButton({ recipe }: { recipe: Pick<Recipe, 'id'> }) {
  const copy = () => copyText(`${window.location.origin}${recipePagePath(recipe)}`, 'Tautan resep disalin.', { showTextIfRefused: true });
  return (
    <Button variant="default" onClick={() => void copy()} data-testid="recipe-share-link">
      Salin tautan
    </Button>
  );
}
