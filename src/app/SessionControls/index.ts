export { SessionControls } from './SessionControls.tsx';
