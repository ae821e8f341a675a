export { SearchButton } from './SearchButton.tsx';
