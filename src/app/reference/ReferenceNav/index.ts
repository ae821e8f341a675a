export { DownloadLinks } from './DownloadLinks.tsx';
export { matchEntries } from './match-entries.ts';
export { ReferenceNav, type ReferenceNavProps } from './ReferenceNav.tsx';
