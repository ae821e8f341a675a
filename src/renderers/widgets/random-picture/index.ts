export { RandomPicture as default } from './RandomPicture.tsx';
