export { FeatureTile } from './FeatureTile.tsx';
