export { RpgStats as default } from './RpgStats.tsx';
