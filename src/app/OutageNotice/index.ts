export { OutageNotice } from './OutageNotice.tsx';
