export { App } from './App.tsx';
export { NotificationsHost } from './NotificationsHost.tsx';
export { preloadRoute } from './preload.ts';
export { PortalRoot } from './PortalRoot.tsx';
