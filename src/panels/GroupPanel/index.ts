export { GroupPanel, type GroupPanelProps } from './GroupPanel.tsx';
