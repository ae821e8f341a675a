export { EntryReleases } from './EntryReleases.tsx';
