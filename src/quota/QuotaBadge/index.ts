export { QuotaBadge } from './QuotaBadge.tsx';
