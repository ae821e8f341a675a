export { ReferenceIndexPage } from './ReferenceIndexPage.tsx';
