export { UserBar } from './UserBar.tsx';
