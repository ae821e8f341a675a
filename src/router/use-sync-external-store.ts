/**
 * What wouter imports as `use-sync-external-store/shim` (the build points it here, vite.config.ts):
 * the shim backs the hook for React 17 and older; React 19 has it built in.
 */
export { useSyncExternalStore } from 'react';
