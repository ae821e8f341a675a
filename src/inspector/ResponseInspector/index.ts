export { ResponseInspector, type ResponseInspectorProps } from './ResponseInspector.tsx';
