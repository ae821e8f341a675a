export { PanelErrorBoundary, panelErrorMessage } from './PanelErrorBoundary.tsx';
