export { ReferenceEntryPage, type ReferenceEntryPageProps } from './ReferenceEntryPage.tsx';
