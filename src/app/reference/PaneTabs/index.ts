export { PaneTabs, type PaneTab } from './PaneTabs.tsx';
