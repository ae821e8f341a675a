export { TryPanel, type TryPanelProps } from './TryPanel.tsx';
