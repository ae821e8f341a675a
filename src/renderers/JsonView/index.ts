export { JsonView } from './JsonView.tsx';
