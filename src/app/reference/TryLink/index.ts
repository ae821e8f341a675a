export { dashboardEntryPath, TryLink } from './TryLink.tsx';
