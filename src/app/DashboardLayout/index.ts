export { DashboardLayout } from './DashboardLayout.tsx';
