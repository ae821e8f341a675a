import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '../../router/index.ts';
import { recipes } from 'virtual:portal-recipes';
import { recipePagePath } from '../../catalog/recipes/summary.ts';

/** Every recipe as a card: its title, what it does, and how many steps. */
export function RecipeList() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {recipes.map((recipe) => (
        <Paper component="li" withBorder p="md" radius="md" key={recipe.id} data-recipe={recipe.id}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Title order={2} size="h4">
                <Anchor component={Link} to={recipePagePath(recipe)}>
                  {recipe.title}
                </Anchor>
              </Title>
              <Badge variant="light">{recipe.steps.length} langkah</Badge>
            </Group>
            <Text size="sm">{recipe.summary}</Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
