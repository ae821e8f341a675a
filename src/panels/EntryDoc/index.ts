export { EntryDoc, type EntryDocProps } from './EntryDoc.tsx';
export { EntryBadges } from './EntryBadges.tsx';
export { DocBlocksView } from './DocBlocksView.tsx';
