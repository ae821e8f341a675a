export { GroupView } from './GroupView.tsx';
