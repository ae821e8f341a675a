export { SharedInputs, type ReopenState } from './SharedInputs.tsx';
