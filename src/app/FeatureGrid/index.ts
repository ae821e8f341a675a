export { FeatureGrid } from './FeatureGrid.tsx';
