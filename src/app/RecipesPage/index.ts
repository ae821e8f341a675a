export { RecipesPage } from './RecipesPage.tsx';
