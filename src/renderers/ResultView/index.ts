export { ResultView } from './ResultView.tsx';
