export { GroupIcon, type GroupIconProps } from './GroupIcon.tsx';
