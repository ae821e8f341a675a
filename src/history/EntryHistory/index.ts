export { EntryHistory } from './EntryHistory.tsx';
