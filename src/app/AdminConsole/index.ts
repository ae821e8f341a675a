export { AdminPage } from './AdminPage.tsx';
