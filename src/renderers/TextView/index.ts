export { TextView } from './TextView.tsx';
