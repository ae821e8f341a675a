export { HistoryButton } from './HistoryButton.tsx';
