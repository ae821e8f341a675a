export { LimitBanner } from './LimitBanner.tsx';
