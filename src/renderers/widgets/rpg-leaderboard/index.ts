export { RpgLeaderboard as default } from './RpgLeaderboard.tsx';
