export { SnippetPanel } from './SnippetPanel.tsx';
