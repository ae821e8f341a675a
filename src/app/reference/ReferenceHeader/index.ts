export { ReferenceHeader } from './ReferenceHeader.tsx';
