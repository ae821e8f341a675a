export { ResponseInspector } from './ResponseInspector.tsx';
