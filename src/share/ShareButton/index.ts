export { ShareButton } from './ShareButton.tsx';
