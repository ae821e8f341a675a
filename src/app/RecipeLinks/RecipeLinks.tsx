import { Anchor, Group, Text } from '@mantine/core';
import { Link } from '../../router/index.ts';
import { recipeLinks } from 'virtual:portal-recipe-links';
import { recipePagePath, recipesOfGroup } from '../../catalog/recipes/summary.ts';

/** The recipes that call an entry of this group, linked from its panel. */
export function RecipeLinks({ groupId }: { groupId: string }) {
  const using = recipesOfGroup(recipeLinks, groupId);
  if (using.length === 0) return null;
  return (
    <Group gap="xs" role="group" aria-label="Resep yang memakai fitur ini" wrap="wrap">
      <Text size="sm" fw={500}>
        Resep:
      </Text>
      {using.map((recipe) => (
        <Anchor key={recipe.id} component={Link} to={recipePagePath(recipe)} size="sm">
          {recipe.title}
        </Anchor>
      ))}
    </Group>
  );
}
