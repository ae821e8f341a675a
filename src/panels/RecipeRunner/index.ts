export { RecipeRunner, type RecipeRunnerProps } from './RecipeRunner.tsx';
