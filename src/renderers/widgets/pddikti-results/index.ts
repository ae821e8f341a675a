export { PddiktiResults as default } from './PddiktiResults.tsx';
