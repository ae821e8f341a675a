export { DocOnlyEntry, type DocOnlyEntryProps } from './DocOnlyEntry.tsx';
