export { App } from './App.tsx';
export { NotificationsHost } from './NotificationsHost.tsx';
