export { EntryDoc, type EntryDocProps } from './EntryDoc.tsx';
