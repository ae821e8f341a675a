export { RecipeLinks } from './RecipeLinks.tsx';
