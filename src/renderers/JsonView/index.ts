export { CopyValue, JsonView } from './JsonView.tsx';
